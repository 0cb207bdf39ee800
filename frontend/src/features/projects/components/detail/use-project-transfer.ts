import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { toast } from "../../../../components/toast";
import { apiJson, errorMessage, listFrom } from "../../../../lib/api-client";
import { saveBlob } from "../../../../lib/download";
import { defaultConversionPreset, type Preset, settingsFromPreset } from "../../../greenhouse/lib/presets";
import { projectKeys } from "../../api/keys";
import type { ExportSettings } from "../../api/project-content";
import type { Project } from "../../api/types";
import { hasMaps } from "../../export/export-choices";
import { exportProjectPack } from "../../export/export-pack";
import { downloadStartedToast } from "../../lib/download-outcome";
import {
  countDigits,
  type DownloadProgress,
  downloadLabelReserve,
  downloadProgressShort,
  downloadProgressText,
} from "../../lib/download-progress";
import { type RefusedPick, sortProjectFiles } from "../../lib/project-file-checks";
import { nothingTakenToast, type RefusedFile, uploadOutcomeToast } from "../../lib/upload-outcome";

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
 * Upload adds textures to the project (POST /api/projects/{id}/files, one request per file); Download
 * Pack converts the project's files into one LabPBR pack on this device with the shared pipeline.
 */
export function useProjectTransfer(project: Project) {
  const queryClient = useQueryClient();
  const upload = useMutation({
    // Each file is its own request, so one refused file does not stop the rest.
    mutationFn: async ({ files, refused: refusedHere = [] }: { files: File[]; refused?: RefusedFile[] }) => {
      let added = 0;
      let replaced = 0;
      const refused: RefusedFile[] = [...refusedHere];
      const removedAnimations: string[] = [];
      for (const file of files) {
        const form = new FormData();
        form.append("file", file, file.name);
        try {
          // The API answers `replaced: true` when the path already held a file, which it overwrote.
          const body = await apiJson<{ replaced?: boolean; animationRemoved?: string | null }>(
            `/api/projects/${project.id}/files`,
            { method: "POST", form },
          );
          if (body?.animationRemoved) removedAnimations.push(body.animationRemoved);
          if (body?.replaced) replaced++;
          else added++;
        } catch (error) {
          refused.push({ name: file.name, message: errorMessage(error) });
        }
      }
      return { added, replaced, refused, removedAnimations };
    },
    onSuccess: ({ added, replaced, refused, removedAnimations }) =>
      toast(uploadOutcomeToast(added, replaced, refused, project.name, removedAnimations)),
    onError: (error) => toast({ title: "Upload failed", description: errorMessage(error), variant: "destructive" }),
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: projectKeys.files(project.id) });
      void queryClient.invalidateQueries({ queryKey: projectKeys.activity(project.id) });
      void queryClient.invalidateQueries({ queryKey: projectKeys.one(project.id) });
      void queryClient.invalidateQueries({ queryKey: projectKeys.all, exact: true });
    },
  });

  // A large project's files take a while to read: the button counts them, then says the pack is being built.
  const [progress, setProgress] = useState<DownloadProgress | null>(null);
  const download = useMutation({
    mutationFn: async (choices: ExportSettings) => {
      const preset = await defaultPresetForExport();
      const settings = preset ? settingsFromPreset(preset.settings).settings : {};
      const pack = await exportProjectPack(project.id, project.name, choices, settings, setProgress);
      return { ...pack, preset: preset?.name };
    },
    onSettled: () => setProgress(null),
    onSuccess: ({ blob, unconverted, remade, missing, preset }, choices) => {
      saveBlob(blob, packFileName(project.name));
      toast(downloadStartedToast({ maps: hasMaps(choices), preset, remade, unconverted, missing }));
      // Someone changed the project meanwhile: the page shows it as it is now, as the toast does.
      // (The project's key is the prefix of its files, stats and activity.)
      if (missing.length > 0) void queryClient.invalidateQueries({ queryKey: projectKeys.one(project.id) });
    },
    onError: (error) => toast({ title: "Download failed", description: errorMessage(error), variant: "destructive" }),
  });

  async function uploadFiles(files: File[]) {
    // Each file is checked on its own: the images of a pick go in beside a file the project refuses.
    const named = sortProjectFiles(files, project.id);
    const read = await sortByContent(named.accepted);
    const refused = [...named.refused, ...read.refused];
    if (read.wanted.length === 0) {
      const [first, ...rest] = refused;
      if (first) toast({ ...nothingTakenToast([first, ...rest]), variant: "destructive" });
      return;
    }
    upload.mutate({
      files: read.wanted,
      refused: refused.map(({ name, problem }) => ({ name, message: problem.description, action: problem.action })),
    });
  }

  /** The download button's words: `idle` ("Download Pack", "Export") until a download is under way. */
  const downloadLabel = (idle: string) => downloadProgressText(download.isPending ? progress : null, idle);
  /** The phone's shorter words for the same (`downloadProgressShort`). */
  const downloadShortLabel = (idle: string) => downloadProgressShort(download.isPending ? progress : null, idle);
  /** Every label that button wears, for the width it keeps (`SteadyLabel`). */
  const downloadReserve = (idle: string) =>
    downloadLabelReserve(download.isPending ? progress : null, idle, countDigits(project.textureCount));

  return { upload, download, downloadLabel, downloadShortLabel, downloadReserve, uploadFiles };
}

/**
 * The picked images by their first bytes, as the workspace reads a picked file's: a text file named .png
 * is named here and not sent, and the others still go in, as a file the API refuses leaves the rest. A
 * damaged image is the API's to refuse. Loaded on first use: the floating upload button puts this hook on
 * every project page.
 */
async function sortByContent(files: File[]): Promise<{ wanted: File[]; refused: RefusedPick[] }> {
  if (files.length === 0) return { wanted: [], refused: [] };
  try {
    const { fileContentRefusal } = await import("../../../greenhouse/lib/file-content");
    const wanted: File[] = [];
    const refused: RefusedPick[] = [];
    for (const file of files) {
      const problem = await fileContentRefusal(file);
      if (problem)
        refused.push({
          name: file.name,
          problem: { title: "Invalid file type", description: `${file.name} ${problem}.` },
        });
      else wanted.push(file);
    }
    return { wanted, refused };
  } catch {
    // The check could not load or read the files: they go up, and the API checks each.
    return { wanted: files, refused: [] };
  }
}

/**
 * The user's default conversion preset, which the workspace also opens with, so a project's pack is
 * made as their conversions are. Presets that cannot be read leave the defaults: a download is not
 * refused for them.
 */
async function defaultPresetForExport(): Promise<Preset | undefined> {
  try {
    return defaultConversionPreset(listFrom<Preset>(await apiJson<unknown>("/api/presets"), "presets"));
  } catch {
    return undefined;
  }
}
