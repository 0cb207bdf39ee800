import { Hono } from "hono";
import { z } from "zod";
import {
  deleteUploadedContentRow,
  findUploadedContent,
  listUploadedContent,
  type UploadedContentRow,
} from "../db/uploaded-content.js";
import type { AppEnv } from "../env.js";
import { contentDisposition } from "../lib/content-disposition.js";
import { ApiError, notFound } from "../lib/errors.js";
import { readUploadedFile } from "../lib/multipart.js";
import { validate } from "../lib/validate.js";
import { limits, rateLimit } from "../middleware/rate-limit.js";
import { sameOrigin } from "../middleware/same-origin.js";
import { currentUser, requireUser } from "../middleware/session.js";
import { sniffImage } from "../services/image-sniff.js";
import { storeLibraryImage } from "../services/library.js";
import { makeThumbnail } from "../services/thumbnail.js";
import { checkUploadedImage } from "../services/uploaded-image.js";

const idParam = z.object({ id: z.coerce.number().int().positive() });

const contentJson = (row: UploadedContentRow) => ({
  id: row.id,
  fileName: row.fileName,
  fileType: row.fileType,
  fileSize: row.fileSize,
  fileUrl: `/api/uploaded-content/${row.id}/file`,
  thumbnailUrl: row.thumbnailKey ? `/api/uploaded-content/${row.id}/thumbnail` : `/api/uploaded-content/${row.id}/file`,
  uploadDate: row.uploadedAt,
});

/** Keeps a stored name printable and short; the name is display-only (keys are random). */
const cleanName = (name: string) =>
  [...name]
    .map((char) => (char.charCodeAt(0) < 32 || char === '"' || char === "\\" || char === "/" ? "_" : char))
    .join("")
    .slice(0, 200) || "upload";

async function serveObject(bucket: R2Bucket, key: string, type: string, disposition?: string) {
  const object = await bucket.get(key);
  if (!object) throw notFound("file_not_found", "File not found");
  const headers = new Headers({
    "Content-Type": type,
    "Content-Length": String(object.size),
    "Cache-Control": "private, max-age=300",
    "X-Content-Type-Options": "nosniff",
  });
  if (disposition) headers.set("Content-Disposition", disposition);
  return new Response(object.body, { headers });
}

export const uploadedContentRoutes = new Hono<AppEnv>()
  .use(requireUser, sameOrigin)
  .get("/", async (c) => c.json((await listUploadedContent(c.env.DB, currentUser(c).id)).map(contentJson)))
  .post("/", rateLimit(limits.uploads), async (c) => {
    const user = currentUser(c);
    const { file } = await readUploadedFile(c);
    const bytes = new Uint8Array(await file.arrayBuffer());
    const image = sniffImage(bytes.subarray(0, 64), file.name);
    if (!image) {
      throw new ApiError(
        415,
        "unsupported_type",
        "Only images can be added to your library (PNG, JPG, TIFF, TGA, BMP, GIF, WebP)",
      );
    }
    const fileName = cleanName(file.name);
    // The pipeline does not read WebP: such a file is kept as sent, without a thumbnail.
    const decoded = image.extension === "webp" ? null : await checkUploadedImage(bytes, fileName);
    const row = await storeLibraryImage(c.env, {
      userId: user.id,
      fileName,
      mime: image.mime,
      bytes,
      thumbnail: decoded ? await makeThumbnail(decoded) : null,
    });
    return c.json(contentJson(row), 201);
  })
  .get("/:id{[0-9]+}/file", validate("param", idParam), async (c) => {
    const row = await findUploadedContent(c.env.DB, currentUser(c).id, c.req.valid("param").id);
    if (!row) throw notFound("content_not_found", "File not found");
    const download = c.req.query("download") !== undefined;
    const disposition = contentDisposition(download ? "attachment" : "inline", row.fileName);
    return serveObject(c.env.BUCKET, row.r2Key, row.fileType, disposition);
  })
  .get("/:id{[0-9]+}/thumbnail", validate("param", idParam), async (c) => {
    const row = await findUploadedContent(c.env.DB, currentUser(c).id, c.req.valid("param").id);
    if (!row) throw notFound("content_not_found", "File not found");
    return row.thumbnailKey
      ? serveObject(c.env.BUCKET, row.thumbnailKey, "image/png")
      : serveObject(c.env.BUCKET, row.r2Key, row.fileType);
  })
  .delete("/:id{[0-9]+}", validate("param", idParam), async (c) => {
    const row = await findUploadedContent(c.env.DB, currentUser(c).id, c.req.valid("param").id);
    if (!row) throw notFound("content_not_found", "File not found");
    await c.env.BUCKET.delete([row.r2Key, ...(row.thumbnailKey ? [row.thumbnailKey] : [])]);
    await deleteUploadedContentRow(c.env.DB, row.id);
    return c.json({ ok: true });
  });
