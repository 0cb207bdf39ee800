import { ImageDecodeError, readImageHeader } from "@greenhouse/wasm-pipeline";
import { isMcmetaName, isZipName, type Notice } from "./file-checks";

/** Enough of a file for its format's signature and most headers. */
const HEAD_BYTES = 64 * 1024;
/** A zip starts with a local file header, or is an empty archive's end record. */
const ZIP_SIGNATURES = [
  [0x50, 0x4b, 0x03, 0x04],
  [0x50, 0x4b, 0x05, 0x06],
];

/**
 * Looks inside the chosen files for what their names promise: a texture whose bytes are no image
 * (a text file renamed `.png`) or a `.zip` that is no archive. The names passed the type check, and
 * without this the file went to the server to come back as a 415 after the upload.
 */
export async function contentProblem(files: readonly File[]): Promise<Notice | null> {
  for (const file of files) {
    const problem = fileContentProblem(file.name, await fileHead(file));
    if (problem) return notice(`${file.name} ${problem}.`);
  }
  return null;
}

/**
 * What is wrong with one file's content, worded to follow its name ("is not a ZIP archive, whatever
 * its name says"), or null. For lists that name each file beside its reason (a project's upload).
 */
export async function fileContentRefusal(file: File): Promise<string | null> {
  return fileContentProblem(file.name, await fileHead(file));
}

async function fileHead(file: File): Promise<Uint8Array | null> {
  if (isMcmetaName(file.name) || file.size === 0) return null;
  return new Uint8Array(await file.slice(0, HEAD_BYTES).arrayBuffer());
}

function fileContentProblem(name: string, head: Uint8Array | null): string | null {
  if (!head) return null;
  if (isZipName(name)) {
    if (!ZIP_SIGNATURES.some((signature) => signature.every((byte, index) => head[index] === byte))) {
      return "is not a ZIP archive, whatever its name says";
    }
  } else if (!looksLikeImage(head, name)) {
    return "is not a PNG, JPG, TIFF or TGA image, whatever its name says";
  }
  return null;
}

/** False only when no supported format recognises the bytes; a damaged header is the converter's to report. */
function looksLikeImage(head: Uint8Array, name: string): boolean {
  try {
    readImageHeader(head, name);
    return true;
  } catch (error) {
    return !(error instanceof ImageDecodeError && error.code === "unsupported_format");
  }
}

function notice(description: string): Notice {
  return { title: "Invalid file type", description };
}
