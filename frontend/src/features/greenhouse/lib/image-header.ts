import { readImageHeader } from "@greenhouse/wasm-pipeline";

/** Enough of a file for any supported format's header (a JPEG's size can sit after large EXIF data). */
const HEADER_BYTES = 1024 * 1024;

/** An image file's width and height from its header alone, or null when the header cannot be read. */
export async function imageSizeOf(file: File): Promise<{ width: number; height: number } | null> {
  const head = new Uint8Array(await file.slice(0, HEADER_BYTES).arrayBuffer());
  try {
    const { width, height } = readImageHeader(head, file.name);
    return { width, height };
  } catch {
    return null;
  }
}
