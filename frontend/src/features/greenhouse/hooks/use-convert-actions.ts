import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useRef, useState } from "react";
import { toast } from "../../../components/toast";
import { saveBlob } from "../../../lib/download";
import { downloadStartedNotice } from "../../../lib/download-notice";
import { downloadName } from "../../../lib/jobs";
import { labPbrMapNotice } from "../../../lib/labpbr-map-notice";
import { ApiError } from "../api/http";
import { fetchJobResult, jobKeys, useJobCommand, validateFile } from "../api/jobs";
import { uploadForConversion } from "../api/upload";
import { validateFrames } from "../api/validate-frames";
import { animatedTexture } from "../lib/animated-texture";
import { uploadProjectId } from "../lib/attached-project";
import { checkUploadFile, isZipName, noFileNotice, noFileToUploadNotice } from "../lib/file-checks";
import { failedValidation, validationCompleteNotice } from "../lib/validation-display";
import { textureRefusal } from "../pipeline/texture-readability";
import { useConvertSession } from "./convert-session";
import { useAttachedProject } from "./use-attached-project";

function describe(error: unknown): string {
  if (error instanceof ApiError) return error.description;
  return error instanceof Error ? error.message : String(error);
}

/**
 * Generate Textures: checks, uploads with real progress, then selects the new job. `onStarted` runs
 * once the job exists (the phone wizard moves to its Preview step, where the job's progress shows).
 */
export function useGenerateTextures(options: { onStarted?: (jobId: string) => void } = {}) {
  const session = useConvertSession();
  const target = uploadProjectId(session.projectId, useAttachedProject(session.projectId));
  const client = useQueryClient();
  const [progress, setProgress] = useState(0);
  /** True from a press until its upload settles, including the check of the texture before it. */
  const starting = useRef(false);
  const mutation = useMutation({
    mutationFn: (file: File) =>
      uploadForConversion(
        file,
        {
          ...session.settings,
          advancedProcessing: session.advanced,
          ...(target !== null ? { projectId: target } : {}),
        },
        {
          onProgress: (percent) => {
            setProgress(percent);
            session.setUpload({ fileName: file.name, percent });
          },
        },
      ),
    onMutate: (file) => {
      setProgress(0);
      // Growth Progress follows this upload, not the last job, until the new job exists.
      session.setUpload({ fileName: file.name, percent: 0 });
    },
    onSettled: () => {
      starting.current = false;
      session.setUpload(null);
    },
    onSuccess: async (jobId) => {
      toast({ title: "Upload successful", description: "Your file has been uploaded and processing has started." });
      session.selectJob(jobId);
      options.onStarted?.(jobId);
      await client.invalidateQueries({ queryKey: jobKeys.all });
    },
    onError: (error) => toast({ title: "Upload failed", description: describe(error), variant: "destructive" }),
  });
  return {
    progress,
    isUploading: mutation.isPending,
    start() {
      // One upload at a time: Apply Advanced Processing stays pressable while Generate's upload runs.
      if (mutation.isPending || starting.current) return;
      if (!session.file) {
        toast({ ...noFileNotice, variant: "destructive" });
        return;
      }
      const problem =
        checkUploadFile(session.file) ?? (session.files.length === 1 ? labPbrMapNotice(session.file) : null);
      if (problem) {
        toast({ ...problem, variant: "destructive" });
        return;
      }
      const file = session.file;
      if (isZipName(file.name)) {
        mutation.mutate(file);
        return;
      }
      // A texture the page could not preview is refused before its upload, as Quick Convert refuses it:
      // uploaded, it only gave a job that failed. The press counts as started until the upload settles,
      // so a second one during the check cannot send the file again.
      starting.current = true;
      void textureRefusal(file).then((refusal) => {
        if (!refusal) return mutation.mutate(file);
        starting.current = false;
        toast({ ...refusal, variant: "destructive" });
      });
    },
  };
}

/**
 * Validate Only: POST /api/validate with the chosen file, or every frame of an image sequence
 * (`validateFrames`); results land in the Validation panel.
 */
export function useValidateOnly() {
  const session = useConvertSession();
  const [progress, setProgress] = useState(0);
  const mutation = useMutation({
    mutationFn: (files: readonly File[]) =>
      files.length === 1
        ? validateFile(files[0] as File, { onProgress: setProgress })
        : validateFrames(files, { onProgress: setProgress }),
    onMutate: () => setProgress(0),
    onSuccess: (result) => {
      session.setValidation(result);
      toast(validationCompleteNotice(result.issues));
    },
    onError: (error, files) => {
      toast({ title: "Validation failed", description: describe(error), variant: "destructive" });
      const reason = error instanceof Error ? error.message : String(error);
      const name = files.length === 1 ? (files[0]?.name ?? "The file") : `${files.length} frames`;
      session.setValidation(failedValidation(name, reason));
    },
  });
  return {
    /** Percent of a large file's chunked upload, or of a sequence's frames (0 for one file sent in one request). */
    progress,
    isValidating: mutation.isPending,
    start() {
      if (session.files.length === 0) {
        toast({ ...noFileToUploadNotice, variant: "destructive" });
        return;
      }
      // An animated texture is validated as its image: the server takes one image, not its .mcmeta.
      mutation.mutate(animatedTexture(session.files) && session.file ? [session.file] : session.files);
    },
  };
}

/** Saves a completed job's pack as `<input>_labpbr.zip`. */
export function useDownloadJob() {
  return useMutation({
    mutationFn: async ({ id, filename }: { id: string; filename: string }) => {
      const blob = await fetchJobResult(id);
      saveBlob(blob, downloadName(filename));
    },
    onSuccess: (_, { filename }) => toast(downloadStartedNotice(filename)),
    onError: (error) => toast({ title: "Download failed", description: describe(error), variant: "destructive" }),
  });
}

/** Cancel or Retry on a queue row; a refusal (e.g. the upload has expired) is shown as a toast. */
export function useQueueCommand(command: "cancel" | "retry") {
  const mutation = useJobCommand(command);
  return {
    /** `onFailed` runs when the command is refused, besides its toast. */
    run: (id: string, onFailed?: () => void) =>
      mutation.mutate(id, {
        onError: (error) => {
          onFailed?.();
          toast({
            title: command === "cancel" ? "Could not cancel the job" : "Could not retry the job",
            description: describe(error),
            variant: "destructive",
          });
        },
      }),
    pending: mutation.isPending,
  };
}
