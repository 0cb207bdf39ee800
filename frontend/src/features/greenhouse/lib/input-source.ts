import type { ConversionSettings } from "@greenhouse/wasm-pipeline";
import { animatedTexture, animationFileProblem } from "./animated-texture";
import { checkUploadFile, isMcmetaName, isZipName, type Notice } from "./file-checks";

export type InputType = ConversionSettings["inputType"];

/** The input sources of the Settings step, in the spec's order (section 2). */
export const inputSources: { value: InputType; label: string }[] = [
  { value: "single", label: "Single Image" },
  { value: "sequence", label: "Image Sequence" },
  { value: "resourcepack", label: "Resource Pack" },
];

type Named = Pick<File, "name" | "size">;

/**
 * The input sources that can apply to the chosen files: all of them before anything is chosen; a .zip
 * is only ever a resource pack; one image (alone or with its animation file) a single texture; several
 * images the frames of a sequence.
 */
export function allowedInputTypes(files: readonly Named[]): InputType[] {
  if (files.length === 0) return ["single", "sequence", "resourcepack"];
  if (animatedTexture(files)) return ["single"];
  if (files.some((file) => isZipName(file.name))) return ["resourcepack"];
  return files.length === 1 ? ["single"] : ["sequence"];
}

/** The input source the chosen files imply, keeping the current one when it still applies. */
export function inputTypeFor(files: readonly Named[], current: InputType): InputType {
  const allowed = allowedInputTypes(files);
  return allowed.includes(current) ? current : (allowed[0] as InputType);
}

export const packWithOthersNotice: Notice = {
  title: "Choose the resource pack on its own",
  description: "A ZIP resource pack cannot be mixed with other files. Drop it alone, or drop images only.",
};

/**
 * The file the single-texture paths (preview, upload, on-device conversion) work on: an animated
 * texture's image, never its .mcmeta; otherwise the first chosen file.
 */
export function primaryFile<T extends Named>(files: readonly T[]): T | null {
  return animatedTexture(files)?.image ?? files[0] ?? null;
}

/**
 * Checks a whole selection (one file, a pack, one image with its animation, or the frames of a
 * sequence) with the spec's per-file checks; a problem with one file names it so the person knows
 * which file to fix.
 */
export function checkSelection(files: readonly Named[]): Notice | null {
  // Before the pack rule, so a .mcmeta beside a .zip is named rather than called "other files".
  const animation = animationFileProblem(files);
  if (animation) return animation;
  if (files.length > 1 && files.some((file) => isZipName(file.name))) return packWithOthersNotice;
  for (const file of files) {
    // Only an animated texture's own .mcmeta gets here, already checked with its image.
    if (isMcmetaName(file.name)) continue;
    const problem = checkUploadFile(file);
    if (problem)
      return files.length > 1 ? { ...problem, description: `${file.name}: ${problem.description}` } : problem;
  }
  return null;
}

const sequenceNeedsFrames = "Choose two or more frames to convert an image sequence.";

/**
 * What the chosen files mean for the input source, for the line under the radio group (null when it
 * would say nothing useful). One image is a Single Image, already chosen: why Image Sequence is greyed
 * out is that option's own description (`disabledSourceReason`), not a line read under every PNG.
 */
export function inputSourceHint(files: readonly Named[], current: InputType): string | null {
  if (files.length === 0) return current === "sequence" ? sequenceNeedsFrames : null;
  const animated = animatedTexture(files);
  if (animated) return `${animated.mcmeta.name} gives its animation: the frames convert one by one, on this device.`;
  if (files.some((file) => isZipName(file.name))) return "ZIP files are always converted as a resource pack.";
  // Said as the pack's line is, not as a demand: touch screens show no tooltip on the greyed-out options.
  if (files.length === 1) return "One image is always converted as a single texture.";
  return `${files.length} frames are stacked into one animated texture in file-name order, on this device.`;
}

/**
 * Why a greyed-out input source does not apply to the chosen files, as that option's description
 * (hover title and accessible description); null when it applies, or when the group's hint already
 * says why (a pack, an animated texture).
 */
export function disabledSourceReason(files: readonly Named[], source: InputType): string | null {
  if (allowedInputTypes(files).includes(source)) return null;
  if (animatedTexture(files) || files.some((file) => isZipName(file.name))) return null;
  if (source === "sequence") return sequenceNeedsFrames;
  if (source === "resourcepack") return "Choose a ZIP resource pack to convert a whole pack.";
  return "Choose one image to convert a single texture.";
}
