import { MAX_IMAGE_BYTES, MAX_UPLOAD_BYTES } from "../../../components/file-checks";

export { MAX_IMAGE_BYTES, MAX_UPLOAD_BYTES };

/** What a toast says: a title and a description (product spec, sections 5 and 8). */
export interface Notice {
  title: string;
  description: string;
}

/**
 * The upload extensions of the product spec (section 5), with `.tif`: the same TIFF under the name image
 * editors often give it, which project uploads and the Library took while Convert refused it.
 */
export const ACCEPTED_EXTENSIONS = [".png", ".jpg", ".jpeg", ".tiff", ".tif", ".tga", ".zip"] as const;
/** An animated texture's animation file, chosen together with its image (`sea_lantern.png.mcmeta`). */
export const ANIMATION_EXTENSION = ".mcmeta";
/** The `accept` attribute of the file pickers: the uploads, plus an animation file to go with its image. */
export const ACCEPT_ATTRIBUTE = [...ACCEPTED_EXTENSIONS, ANIMATION_EXTENSION].join(",");

export const invalidTypeNotice: Notice = {
  title: "Invalid file type",
  description: "Please upload a PNG, JPG, TIFF, TGA, or ZIP file.",
};
export const tooLargeNotice: Notice = { title: "File too large", description: "Maximum file size is 200MB." };
/** The server refuses a single texture over 64 MB; saying so before the upload saves the wait. */
export const imageTooLargeNotice: Notice = {
  title: "File too large",
  description: "A single texture can be at most 64MB; resource packs up to 200MB.",
};
export const emptyFileNotice: Notice = { title: "Empty file", description: "Please select a valid file." };
/** Generate Textures pressed with nothing chosen. */
export const noFileNotice: Notice = {
  title: "No file selected",
  description: "Please upload a texture file or resource pack first.",
};
/** An upload started from outside the drop zone (e.g. Validate Only) with nothing chosen. */
export const noFileToUploadNotice: Notice = {
  title: "No file selected",
  description: "Please select a file to upload first.",
};
export const noProcessingOptionsNotice: Notice = {
  title: "No processing options selected",
  description: "Please enable at least one advanced processing option.",
};

/** The lower-case extension of a file name including the dot, or "" when it has none. */
export function extensionOf(name: string): string {
  const dot = name.lastIndexOf(".");
  return dot < 0 ? "" : name.slice(dot).toLowerCase();
}

const PREVIEWABLE = new Set([".png", ".jpg", ".jpeg", ".tga", ".tiff", ".tif"]);

/** Whether the previewer can show a file of this name (an image format the pipeline decodes). */
export function isPreviewableImage(name: string): boolean {
  return PREVIEWABLE.has(extensionOf(name));
}

/** True for the one input kind that is a whole resource pack. */
export function isZipName(name: string): boolean {
  return extensionOf(name) === ".zip";
}

/** True for an animation file (`<image>.mcmeta`), which is only ever chosen beside its image. */
export function isMcmetaName(name: string): boolean {
  return extensionOf(name) === ANIMATION_EXTENSION;
}

/**
 * Checks a chosen file the way the spec orders it: type, then size, then emptiness.
 * Returns the toast to show, or null when the file may be used.
 */
export function checkUploadFile(file: { name: string; size: number }): Notice | null {
  if (!(ACCEPTED_EXTENSIONS as readonly string[]).includes(extensionOf(file.name))) return invalidTypeNotice;
  if (file.size > MAX_UPLOAD_BYTES) return tooLargeNotice;
  if (!isZipName(file.name) && file.size > MAX_IMAGE_BYTES) return imageTooLargeNotice;
  if (file.size === 0) return emptyFileNotice;
  return null;
}
