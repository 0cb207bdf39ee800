import { useMutation, useQueryClient } from "@tanstack/react-query";
import { toast } from "../../../../components/toast";
import { errorMessage } from "../../../../lib/api-client";
import { jobKeys, saveBlob } from "../../../../lib/jobs";
import { checkUploadFile, uploadFailure, uploadForConversion, uploadSuccess } from "../../../../lib/upload";
import { projectKeys } from "../../api/keys";
import { downloadProjectPack, type ExportSettings } from "../../api/project-content";
import type { Project } from "../../api/types";

/** A file name safe on every OS, from the project name. */
export function packFileName(name: string): string {
  const slug = name
    .trim()
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "");
  return `${slug || "project"}_labpbr.zip`;
}

/**
 * Upload into a project converts the file with the default settings as a job attached to the project
 * (its files appear when the job finishes); download fetches the project as one LabPBR pack.
 */
export function useProjectTransfer(project: Project) {
  const queryClient = useQueryClient();
  const upload = useMutation({
    mutationFn: async (files: File[]) => {
      for (const file of files) await uploadForConversion(file, project.id);
    },
    onSuccess: () => {
      toast(uploadSuccess);
      void queryClient.invalidateQueries({ queryKey: jobKeys.all });
      void queryClient.invalidateQueries({ queryKey: projectKeys.one(project.id) });
    },
    onError: (error) => toast({ ...uploadFailure(error), variant: "destructive" }),
  });

  const download = useMutation({
    mutationFn: (settings: ExportSettings) => downloadProjectPack(project.id, settings),
    onSuccess: (blob) => {
      saveBlob(blob, packFileName(project.name));
      toast({ title: "Download started", description: "Your converted resource pack is being downloaded" });
    },
    onError: (error) => toast({ title: "Download failed", description: errorMessage(error), variant: "destructive" }),
  });

  function uploadFiles(files: File[]) {
    for (const file of files) {
      const problem = checkUploadFile(file);
      if (problem) {
        toast({ ...problem, variant: "destructive" });
        return;
      }
    }
    if (files.length > 0) upload.mutate(files);
  }

  return { upload, download, uploadFiles };
}
