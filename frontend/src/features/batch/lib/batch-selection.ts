import { imageNameFor } from "../../greenhouse/lib/animated-texture";
import {
  emptyFileNotice,
  isMcmetaName,
  isZipName,
  MAX_UPLOAD_BYTES,
  type Notice,
  tooLargeNotice,
} from "../../greenhouse/lib/file-checks";
import { checkBatchFile } from "./batch-plan";

type Named = { name: string; size: number };

/** One queue item to be: an image or pack, and the animation file that came with an image. */
export interface BatchEntry<T extends Named> {
  file: T;
  mcmeta: T | null;
}

/** A file the batch does not take, with its notice and, when the notice's own words will not do, why. */
export interface BatchRefusal<T extends Named> {
  file: T;
  notice: Notice;
  reason?: string;
}

/** The check a queued animation file gets: its size rules (its type is what made it one). */
function checkAnimationFile(file: Named): Notice | null {
  if (file.size > MAX_UPLOAD_BYTES) return tooLargeNotice;
  return file.size === 0 ? emptyFileNotice : null;
}

/**
 * Sorts a selection for the queue. An animation file (`water_still.png.mcmeta`) joins the image of the
 * same name chosen with it, as the game pairs them, so the texture converts frame by frame; alone it
 * means nothing, and the toast says which image it wanted rather than "unsupported type".
 */
export function sortBatchSelection<T extends Named>(
  list: readonly T[],
): { entries: BatchEntry<T>[]; refused: BatchRefusal<T>[] } {
  const refused: BatchRefusal<T>[] = [];
  const entries: BatchEntry<T>[] = [];
  for (const file of list) {
    if (isMcmetaName(file.name)) continue;
    const notice = checkBatchFile(file);
    if (notice) refused.push({ file, notice });
    else entries.push({ file, mcmeta: null });
  }
  for (const mcmeta of list.filter((file) => isMcmetaName(file.name))) {
    const imageName = imageNameFor(mcmeta.name).toLowerCase();
    const entry = entries.find(
      (candidate) =>
        candidate.mcmeta === null && !isZipName(candidate.file.name) && candidate.file.name.toLowerCase() === imageName,
    );
    const problem = checkAnimationFile(mcmeta);
    if (entry && !problem) {
      entry.mcmeta = mcmeta;
      continue;
    }
    if (problem) {
      refused.push({ file: mcmeta, notice: problem });
      continue;
    }
    const image = imageNameFor(mcmeta.name);
    const taken = entries.some(
      (candidate) => !isZipName(candidate.file.name) && candidate.file.name.toLowerCase() === imageName,
    );
    refused.push({
      file: mcmeta,
      notice: {
        title: "Animation file without its image",
        description: taken
          ? `${mcmeta.name}: ${image} already has its animation file; a texture has one.`
          : `${mcmeta.name}: an animation file goes with the image of the same name; add it together with ${image}.`,
      },
      reason: taken ? `${image} already has one` : `no ${image} added with it`,
    });
  }
  return { entries, refused };
}
