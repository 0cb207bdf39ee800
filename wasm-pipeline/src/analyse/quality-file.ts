import { isPng, metadataChunkTypes, type PngHeader, readPngChunks } from "../process/png-chunks.js";
import type { RawImage } from "../types.js";
import { opaqueShare } from "./quality-metrics.js";

// What the Quality report reads from the file rather than from its pixels: the format, the colour depth the
// file stores, its size as text and the metadata chunks that bloat it. The pixel metrics never need these.

/** The file the image came from: its name, byte size and (for format and depth) its bytes. */
export interface QualityFile {
  name: string;
  size: number;
  bytes?: Uint8Array;
}

/** The file's format, from its magic bytes when present, else its extension. */
export function detectFormat(file: QualityFile): string {
  const bytes = file.bytes;
  if (bytes && isPng(bytes)) return "PNG";
  if (bytes && bytes[0] === 0xff && bytes[1] === 0xd8) return "JPEG";
  if (bytes && bytes[0] === 0x42 && bytes[1] === 0x4d) return "BMP";
  const extension = file.name.slice(file.name.lastIndexOf(".") + 1).toLowerCase();
  return (
    { png: "PNG", jpg: "JPEG", jpeg: "JPEG", tga: "TGA", bmp: "BMP", tif: "TIFF", tiff: "TIFF" }[extension] ??
    extension.toUpperCase()
  );
}

const colorTypeNames: Record<number, string> = {
  0: "greyscale",
  2: "RGB",
  3: "indexed",
  4: "greyscale + alpha",
  6: "RGBA",
};

/** "8-bit RGBA", "4-bit indexed", "16-bit RGB"... read from the PNG header; decoded facts otherwise. */
export function describeColorDepth(header: PngHeader | undefined, image: RawImage, format: string): string {
  if (header)
    return `${header.bitDepth}-bit ${colorTypeNames[header.colorType] ?? `colour type ${header.colorType}`}${header.colorType !== 4 && header.colorType !== 6 && header.hasAlpha ? " + tRNS" : ""}`;
  return `8-bit ${opaqueShare(image) === 1 ? "RGB" : "RGBA"} (${format})`;
}

/** "512 B", "12.3 KB", "4.20 MB". */
export function formatSize(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${(bytes / 1024).toFixed(1)} KB`;
  return `${(bytes / 1024 / 1024).toFixed(2)} MB`;
}

/** The PNG's metadata chunks: their bytes (with chunk framing) and types; undefined when it has none. */
export function measureMetadata(bytes: Uint8Array): { bytes: number; types: string[] } | undefined {
  const chunks = readPngChunks(bytes).filter((chunk) => metadataChunkTypes.has(chunk.type));
  if (chunks.length === 0) return undefined;
  return {
    bytes: chunks.reduce((sum, chunk) => sum + chunk.length + 12, 0),
    types: [...new Set(chunks.map((chunk) => chunk.type))],
  };
}
