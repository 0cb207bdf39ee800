import { Hono } from "hono";
import { z } from "zod";
import { findUploadedContent, listUploadedContent, type UploadedContentRow } from "../db/uploaded-content.js";
import type { AppEnv } from "../env.js";
import { contentDisposition } from "../lib/content-disposition.js";
import { notFound } from "../lib/errors.js";
import { discardingOnRefusal, readUploadedFile } from "../lib/multipart.js";
import { rowId, validate } from "../lib/validate.js";
import { limits, rateLimit } from "../middleware/rate-limit.js";
import { sameOrigin } from "../middleware/same-origin.js";
import { currentUser, requireUser } from "../middleware/session.js";
import {
  checkLibraryFile,
  deleteLibraryItem,
  newLibraryImageKey,
  replaceLibraryImage,
  storeLibraryImage,
} from "../services/library.js";

const idParam = z.object({ id: rowId({ code: "content_not_found", message: "File not found" }) });

/** A query that changes whenever the bytes do, so a browser never shows a replaced file from its cache. */
const version = (row: UploadedContentRow) => `?v=${Date.parse(row.updatedAt ?? row.uploadedAt)}`;

const contentJson = (row: UploadedContentRow) => ({
  id: row.id,
  fileName: row.fileName,
  fileType: row.fileType,
  fileSize: row.fileSize,
  fileUrl: `/api/uploaded-content/${row.id}/file${version(row)}`,
  thumbnailUrl: `/api/uploaded-content/${row.id}/${row.thumbnailKey ? "thumbnail" : "file"}${version(row)}`,
  uploadDate: row.uploadedAt,
  updatedAt: row.updatedAt ?? row.uploadedAt,
});

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
    const userId = currentUser(c).id;
    const { file } = await readUploadedFile(c, newLibraryImageKey(userId));
    // A streamed file is in R2 already: a refusal deletes it, and so does a failed store.
    const image = await discardingOnRefusal(c.env.BUCKET, file, () => checkLibraryFile(file));
    const row = await storeLibraryImage(c.env, { userId, ...image });
    return c.json(contentJson(row), 201);
  })
  // Save again from the editor: the same checks as a new upload, then the item's bytes are replaced in
  // place (same id), so saving twice never makes a second item.
  .put("/:id{[0-9]+}", rateLimit(limits.uploads), validate("param", idParam), async (c) => {
    const row = await findUploadedContent(c.env.DB, currentUser(c).id, c.req.valid("param").id);
    if (!row) throw notFound("content_not_found", "File not found");
    const { file } = await readUploadedFile(c, newLibraryImageKey(row.userId));
    const image = await discardingOnRefusal(c.env.BUCKET, file, () => checkLibraryFile(file));
    return c.json(contentJson(await replaceLibraryImage(c.env, row, image)));
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
    await deleteLibraryItem(c.env, row.id);
    return c.json({ ok: true });
  });
