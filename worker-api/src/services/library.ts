import { insertUploadedContent, type UploadedContentRow } from "../db/uploaded-content.js";
import { discardObjects, libraryPrefix } from "../storage/r2.js";

export interface NewLibraryImage {
  userId: number;
  fileName: string;
  mime: string;
  bytes: Uint8Array;
  thumbnail: Uint8Array | null;
}

/**
 * Stores a library image (and its thumbnail) under a random key, then its row. If either put or the
 * row fails (say the account was deleted meanwhile), what was stored is deleted and the error rethrown.
 */
export async function storeLibraryImage(env: Env, image: NewLibraryImage): Promise<UploadedContentRow> {
  const base = `${libraryPrefix(image.userId)}${crypto.randomUUID()}`;
  const original = `${base}/original`;
  const thumbnail = image.thumbnail ? `${base}/thumbnail.png` : null;
  try {
    await env.BUCKET.put(original, image.bytes, { httpMetadata: { contentType: image.mime } });
    if (thumbnail && image.thumbnail)
      await env.BUCKET.put(thumbnail, image.thumbnail, { httpMetadata: { contentType: "image/png" } });
    return await insertUploadedContent(env.DB, {
      userId: image.userId,
      fileName: image.fileName,
      fileType: image.mime,
      fileSize: image.bytes.byteLength,
      r2Key: original,
      thumbnailKey: thumbnail,
    });
  } catch (error) {
    await discardObjects(env.BUCKET, thumbnail ? [original, thumbnail] : [original]);
    throw error;
  }
}
