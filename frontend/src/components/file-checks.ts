/** What a drop zone accepts: extensions with the dot, lower case, and an optional size cap in bytes. */
export interface FileRules {
  extensions: readonly string[];
  maxBytes?: number;
  minBytes?: number;
  maxFiles?: number;
}

export const MAX_UPLOAD_BYTES = 200 * 1024 * 1024;
/**
 * The most a single texture sent for conversion may weigh: the job decodes it whole in the Worker, and
 * 64 MB of file is what leaves it room (worker-api `MAX_IMAGE_BYTES`). Resource packs are read by range,
 * so they get 200 MB.
 */
export const MAX_IMAGE_BYTES = 64 * 1024 * 1024;
/**
 * The most an image stored as it is may weigh (a project's texture, a Library image): the spec's 200 MB.
 * The Worker streams one over 20 MB to storage and reads only its header (worker-api
 * `MAX_STORED_IMAGE_BYTES`).
 */
export const MAX_STORED_IMAGE_BYTES = MAX_UPLOAD_BYTES;

/** The first problem with a selection, worded like the spec's file-drop component, or null. */
export function checkFiles(files: readonly Pick<File, "name" | "size">[], rules: FileRules): string | null {
  if (rules.maxFiles !== undefined && files.length > rules.maxFiles) {
    return rules.maxFiles === 1 ? "Only one file can be dropped here" : `Too many files (at most ${rules.maxFiles})`;
  }
  for (const file of files) {
    const dot = file.name.lastIndexOf(".");
    const extension = dot >= 0 ? file.name.slice(dot).toLowerCase() : "";
    if (!rules.extensions.includes(extension)) return `File type must be ${rules.extensions.join(", ")}`;
    if (rules.maxBytes !== undefined && file.size > rules.maxBytes) {
      const mb = 1024 * 1024;
      const limit = rules.maxBytes >= mb ? `${Math.round(rules.maxBytes / mb)}MB` : `${rules.maxBytes} bytes`;
      return `${file.name} is too large: at most ${limit}`;
    }
    if (file.size < (rules.minBytes ?? 1)) return `${file.name} is ${file.size === 0 ? "empty" : "too small"}`;
  }
  return null;
}
