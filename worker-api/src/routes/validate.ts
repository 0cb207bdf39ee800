import {
  bytesSource,
  decodeImage,
  ImageDecodeError,
  type PackEntry,
  readCentralDirectory,
  readEntry,
  validatePack,
  validateTexture,
  ZipError,
} from "@greenhouse/wasm-pipeline";
import { initWorkerCodecs } from "@greenhouse/wasm-pipeline/runtime/workers";
import { Hono } from "hono";
import type { AppEnv } from "../env.js";
import { ApiError } from "../lib/errors.js";
import { sameOrigin } from "../middleware/same-origin.js";
import { zipApiError } from "../services/jobs.js";
import { MAX_VALIDATION_PIXELS } from "../services/jobs-engine/texture-limits.js";
import { checkSniffedType, checkUploadMeta, cleanFileName } from "../services/uploads-checks.js";

/** The files whose bytes the validator reads; the rest only count by name (see the validator). */
const readByValidator = (path: string) =>
  /\.(mcmeta|properties)$/i.test(path) ||
  (/(?:^|\/)assets\/[^/]+\/(?:textures|optifine|mcpatcher)\//i.test(path) &&
    /\.(png|jpe?g|tga|tiff?|bmp)$/i.test(path));

/** A pack's entries for the validator, inflating only what it reads, one entry at a time. */
async function* packEntries(bytes: Uint8Array): AsyncGenerator<PackEntry> {
  const source = bytesSource(bytes);
  for (const entry of await readCentralDirectory(source)) {
    if (entry.isDirectory) continue;
    if (!readByValidator(entry.name)) yield { path: entry.name, size: entry.size };
    else yield { path: entry.name, size: entry.size, bytes: await readEntry(source, entry) };
  }
}

/** POST /api/validate: validates an uploaded texture or pack without creating a job or storing it. */
export const validateRoutes = new Hono<AppEnv>().use(sameOrigin).post("/", async (c) => {
  let form: FormData;
  try {
    form = await c.req.raw.formData();
  } catch {
    throw new ApiError(400, "invalid_input", "Send the file as multipart/form-data in the field 'file'");
  }
  const file = form.get("file");
  if (!(file instanceof File)) throw new ApiError(400, "no_file", "No file selected");
  const name = cleanFileName(file.name);
  const kind = checkUploadMeta(name, file.size);
  const bytes = new Uint8Array(await file.arrayBuffer());
  checkSniffedType(name, kind, kind === "zip" ? bytes.subarray(0, 64) : bytes);
  await initWorkerCodecs();
  const decode = (data: Uint8Array, path: string) =>
    decodeImage(data, { filename: path, maxPixels: MAX_VALIDATION_PIXELS });
  try {
    if (kind === "zip") return c.json(await validatePack(packEntries(bytes), { decode }));
    return c.json(validateTexture({ path: name, image: await decode(bytes, name), fileSize: bytes.length }));
  } catch (error) {
    if (error instanceof ZipError) throw zipApiError(error);
    if (error instanceof ImageDecodeError) throw new ApiError(422, "invalid_image", error.message);
    throw error;
  }
});
