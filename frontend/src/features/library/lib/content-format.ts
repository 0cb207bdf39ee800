import { formatRelative } from "../../../lib/format";
import type { UploadedContent } from "../api/types";

/** The library's sizes: Bytes, KB, MB, GB with up to two decimals ("274 Bytes", "7.77 KB", "1 MB"). */
export function formatLibrarySize(bytes: number): string {
  if (!Number.isFinite(bytes) || bytes < 0) return "—";
  if (bytes === 0) return "0 Bytes";
  const units = ["Bytes", "KB", "MB", "GB"];
  const unit = Math.min(units.length - 1, Math.floor(Math.log(bytes) / Math.log(1024)));
  return `${Number.parseFloat((bytes / 1024 ** unit).toFixed(2))} ${units[unit]}`;
}

const typeNames: Record<string, string> = {
  "image/png": "PNG",
  "image/jpeg": "JPEG",
  "image/gif": "GIF",
  "image/webp": "WebP",
  "image/bmp": "BMP",
  "image/tiff": "TIFF",
  "image/x-tga": "TGA",
};

/** A short type for the card ("PNG"); unknown types show their subtype in capitals. */
export function typeLabel(fileType: string): string {
  return typeNames[fileType] ?? (fileType.split("/")[1] ?? fileType).replace(/^x-/, "").toUpperCase();
}

/** Types an <img> can show by itself; TIFF and TGA need the server's PNG thumbnail. */
const browserImageTypes = new Set(["image/png", "image/jpeg", "image/gif", "image/webp", "image/bmp"]);

/**
 * What the preview modal shows: the file itself when the browser can draw it, else its PNG thumbnail,
 * and nothing for types that are not images (spec: "an image when the type starts with image/").
 */
export function previewFor(item: Pick<UploadedContent, "fileType" | "fileUrl" | "thumbnailUrl">): {
  src: string;
  fromThumbnail: boolean;
} | null {
  if (!item.fileType.startsWith("image/")) return null;
  if (browserImageTypes.has(item.fileType)) return { src: item.fileUrl, fromThumbnail: false };
  if (item.thumbnailUrl !== item.fileUrl) return { src: item.thumbnailUrl, fromThumbnail: true };
  return null;
}

/** The file URL that answers with `Content-Disposition: attachment`. */
export function downloadUrl(item: Pick<UploadedContent, "fileUrl">): string {
  return `${item.fileUrl}${item.fileUrl.includes("?") ? "&" : "?"}download`;
}

/** What the library accepts (the API sniffs the bytes and refuses anything that is not one of these). */
export const libraryExtensions = [".png", ".jpg", ".jpeg", ".tif", ".tiff", ".tga", ".bmp", ".gif", ".webp"] as const;

/** "3 minutes ago", "yesterday"; a file added this second reads "just now" rather than a bare "now". */
export function uploadedAgo(uploadDate: string, now = Date.now()): string {
  const relative = formatRelative(uploadDate, now);
  return relative === "now" ? "just now" : relative;
}

/**
 * The card's time line: "Uploaded 3 minutes ago", or "Updated …" once the editor has saved over the item,
 * so a retouched texture does not read as days old. Returns the verb and the time it refers to.
 */
export function libraryTimeLine(
  item: Pick<UploadedContent, "uploadDate" | "updatedAt">,
  now = Date.now(),
): { verb: "Uploaded" | "Updated"; at: string; ago: string } {
  const updated = Date.parse(item.updatedAt) > Date.parse(item.uploadDate);
  const at = updated ? item.updatedAt : item.uploadDate;
  return { verb: updated ? "Updated" : "Uploaded", at, ago: uploadedAgo(at, now) };
}
