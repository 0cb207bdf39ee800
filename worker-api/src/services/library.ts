import {
  deleteUploadedContentRow,
  findUploadedContent,
  insertUploadedContent,
  replaceUploadedContentFile,
  type UploadedContentRow,
} from "../db/uploaded-content.js";
import { ApiError, conflict, notFound } from "../lib/errors.js";
import type { UploadedFilePart } from "../lib/multipart.js";
import { discardObjects, libraryPrefix } from "../storage/r2.js";
import { nameMatchingType, sniffImage } from "./image-sniff.js";
import { makeThumbnail } from "./thumbnail.js";
import { checkUploadedImage, checkUploadedWebp } from "./uploaded-image.js";
import { cleanFileName } from "./uploads-checks.js";

/**
 * A library image that passed the upload checks, ready to store: its bytes, or the key a streamed
 * upload is already stored under (`storedAt`, lib/multipart), and its size.
 */
export interface LibraryImage {
  fileName: string;
  mime: string;
  bytes: Uint8Array | null;
  storedAt: string | null;
  size: number;
  thumbnail: Uint8Array | null;
}

export interface NewLibraryImage extends LibraryImage {
  userId: number;
}

/**
 * The checks every library file passes before anything is stored, for a new item and a replacement
 * alike: the type is sniffed from the bytes (the declared type and name are not trusted, and the name's
 * extension is made to match the bytes), the image must
 * read (services/uploaded-image), and a 128 px PNG thumbnail is made from what was decoded.
 * @throws ApiError 415 for anything but an image, 413/422 from the image check.
 */
export async function checkLibraryFile(file: UploadedFilePart): Promise<LibraryImage> {
  const { bytes } = file;
  const image = sniffImage(file.head.subarray(0, 64), file.name);
  if (!image) {
    throw new ApiError(
      415,
      "unsupported_type",
      "Only images can be added to your library (PNG, JPG, TIFF, TGA, BMP, GIF, WebP)",
    );
  }
  // The uploads' own cleaning: bidi overrides would let "lib\u202Egnp.exe" display as "libexe.png".
  const fileName = nameMatchingType(cleanFileName(file.name), image);
  // The pipeline does not read WebP: its structure is checked instead (every chunk of the whole file),
  // and it is kept without a thumbnail.
  if (image.extension === "webp") {
    if (!bytes) {
      throw new ApiError(
        413,
        "file_too_large",
        "A WebP image can be at most 20MB: its chunks are checked in the whole file.",
      );
    }
    checkUploadedWebp(bytes, fileName);
  }
  const decoded = image.extension === "webp" ? null : await checkUploadedImage(file, fileName);
  const thumbnail = decoded ? await makeThumbnail(decoded, fileName) : null;
  return { fileName, mime: image.mime, bytes, storedAt: file.storedAt, size: file.size, thumbnail };
}

/**
 * A fresh random key for a user's library image (`original`; its thumbnail goes beside it). Fresh keys
 * mean a replacement never overwrites the bytes a row still points at, so a failure half-way leaves the
 * old item whole. A streamed upload is written there before its checks (lib/multipart).
 */
export const newLibraryImageKey = (userId: number) => `${libraryPrefix(userId)}${crypto.randomUUID()}/original`;

/**
 * Puts an image (unless it was streamed there already) and its thumbnail beside it. If a put fails,
 * what was stored is deleted and the error rethrown.
 */
async function putImageObjects(env: Env, userId: number, image: LibraryImage) {
  const original = image.storedAt ?? newLibraryImageKey(userId);
  const base = original.slice(0, -"/original".length);
  const thumbnail = image.thumbnail ? `${base}/thumbnail.png` : null;
  const keys = thumbnail ? [original, thumbnail] : [original];
  try {
    if (image.bytes) await env.BUCKET.put(original, image.bytes, { httpMetadata: { contentType: image.mime } });
    if (thumbnail && image.thumbnail)
      await env.BUCKET.put(thumbnail, image.thumbnail, { httpMetadata: { contentType: "image/png" } });
  } catch (error) {
    await discardObjects(env.BUCKET, keys);
    throw error;
  }
  return { original, thumbnail, keys };
}

const rowFields = (image: LibraryImage, stored: { original: string; thumbnail: string | null }) => ({
  fileName: image.fileName,
  fileType: image.mime,
  fileSize: image.size,
  r2Key: stored.original,
  thumbnailKey: stored.thumbnail,
});

/**
 * Stores a library image (and its thumbnail), then its row. If the row fails (say the account was
 * deleted meanwhile), what was stored is deleted and the error rethrown.
 */
export async function storeLibraryImage(env: Env, image: NewLibraryImage): Promise<UploadedContentRow> {
  const stored = await putImageObjects(env, image.userId, image);
  try {
    return await insertUploadedContent(env.DB, { userId: image.userId, ...rowFields(image, stored) });
  } catch (error) {
    await discardObjects(env.BUCKET, stored.keys);
    throw error;
  }
}

/**
 * Replaces an item's bytes, keeping its id, in the order a failure cannot break: the new objects are
 * written first, then the row is pointed at them (only if it still points at what `item` read), and only
 * then are the old objects deleted. Until the row changes, the item serves its old bytes; if the row
 * cannot change, the new objects are deleted again.
 * @throws ApiError 404 when the item was deleted meanwhile, 409 when another save replaced it first.
 */
export async function replaceLibraryImage(
  env: Env,
  item: UploadedContentRow,
  image: LibraryImage,
): Promise<UploadedContentRow> {
  const stored = await putImageObjects(env, item.userId, image);
  let updated: UploadedContentRow | null;
  try {
    updated = await replaceUploadedContentFile(env.DB, item.id, item.r2Key, rowFields(image, stored));
  } catch (error) {
    await discardObjects(env.BUCKET, stored.keys);
    throw error;
  }
  if (!updated) {
    await discardObjects(env.BUCKET, stored.keys);
    if (!(await findUploadedContent(env.DB, item.userId, item.id)))
      throw notFound("content_not_found", "File not found");
    throw conflict("content_changed", "This file was changed by another save at the same time. Save again.");
  }
  // The row no longer names the old objects; failing to delete them only leaves unreachable bytes.
  await discardObjects(env.BUCKET, item.thumbnailKey ? [item.r2Key, item.thumbnailKey] : [item.r2Key]);
  return updated;
}

/**
 * Deletes a library item's row, then the objects it held as it went: a refused row delete leaves the
 * item listed with its bytes (deleting the objects first left it listed with a file that answered 404).
 */
export async function deleteLibraryItem(env: Env, id: number): Promise<void> {
  await discardObjects(env.BUCKET, await deleteUploadedContentRow(env.DB, id));
}
