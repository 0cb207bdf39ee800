import { type AdvancedProcessing, defaultAdvancedProcessing } from "@greenhouse/wasm-pipeline";
import type { Context } from "hono";
import { z } from "zod";
import type { AppEnv } from "../env.js";
import { readFormWithin } from "../lib/body-limit.js";
import { ApiError } from "../lib/errors.js";
import { createJob, inspectStoredPack } from "./jobs.js";
import type { JobInput } from "./jobs-engine/types.js";
import { jobOwner } from "./jobs-owner.js";
import { checkJobImageSize } from "./uploaded-image.js";
import {
  batchUploadTypes,
  checkSniffedType,
  checkUploadMeta,
  cleanFileName,
  MAX_UPLOAD_BODY_BYTES,
  MAX_UPLOAD_BYTES,
  parseJobSettings,
} from "./uploads-checks.js";

/**
 * Each file is its own R2 object and job input (and a zip is inspected on arrival), so the count is
 * capped as well as the bytes: a flood of tiny files would otherwise cost thousands of writes.
 */
const MAX_BATCH_FILES = 500;

const batchTooLarge = () =>
  new ApiError(413, "file_too_large", "File too large", { hint: "A batch can hold at most 200MB." });

/** The batch page's job settings (spec §3 "Job creation settings"). */
const batchSettings = z.object({
  outputFormat: z.enum(["png"], { error: "outputFormat must be png" }).default("png"),
  generateMaps: z.boolean().default(true),
  compressionLevel: z.number().int().min(0).max(9).default(6),
  bulkResize: z.object({ enabled: z.boolean() }).default({ enabled: false }),
});

/** zlib's 0..9 onto oxipng's 0..6 effort, each tool's default (6 and 2) onto the other's. */
const oxipngEffortForLevel = [0, 1, 1, 1, 2, 2, 2, 3, 4, 6];

/**
 * The batch's compressionLevel and bulkResize as the advanced processing every conversion applies:
 * a level above 0 is a lossless PNG optimisation (a batch never quantises colours it was not asked
 * to), and bulk resize uses the advancedProcessing defaults (256 px wide, spec §3).
 */
export function batchAdvancedProcessing(batch: z.infer<typeof batchSettings>): AdvancedProcessing {
  const level = batch.compressionLevel;
  return {
    ...defaultAdvancedProcessing,
    enableBulkResize: batch.bulkResize.enabled,
    enableCompression: level > 0,
    ...(level > 0 ? { compressionEffort: oxipngEffortForLevel[level] as number } : {}),
  };
}

/**
 * POST /api/jobs: one job over several files, sent as multipart `files` (repeatable) plus `settings`
 * (JSON of the job creation settings). Every file is checked like a single upload; one bad file
 * refuses the whole batch and nothing is stored.
 */
export async function createBatchJob(c: Context<AppEnv>): Promise<string> {
  if (!(c.req.header("content-type") ?? "").startsWith("multipart/form-data")) {
    throw new ApiError(400, "no_files", "Add at least one file to the batch", {
      hint: "Send multipart/form-data with one or more 'files' and the 'settings' JSON",
    });
  }
  const form = await readFormWithin(c.req.raw, {
    maxBytes: MAX_UPLOAD_BODY_BYTES,
    tooLarge: batchTooLarge,
    unreadable: () => new ApiError(400, "invalid_input", "The upload could not be read as multipart/form-data"),
  });
  const files = form.getAll("files").filter((value): value is File => value instanceof File);
  if (files.length === 0) throw new ApiError(400, "no_files", "Add at least one file to the batch");
  if (files.length > MAX_BATCH_FILES) {
    throw new ApiError(413, "too_many_files", `A batch can hold at most ${MAX_BATCH_FILES} files`, {
      hint: `Split the ${files.length} files into batches of ${MAX_BATCH_FILES} or fewer.`,
    });
  }
  if (files.reduce((sum, file) => sum + file.size, 0) > MAX_UPLOAD_BYTES) throw batchTooLarge();
  let raw: unknown = {};
  try {
    raw = JSON.parse(String(form.get("settings") ?? "{}"));
  } catch {
    throw new ApiError(400, "invalid_settings", "Invalid settings", { hint: "settings must be a JSON object" });
  }
  const parsed = batchSettings.safeParse(raw);
  if (!parsed.success) {
    throw new ApiError(400, "invalid_settings", "Invalid settings", { hint: parsed.error.issues[0]?.message });
  }
  const checked = files.map((file) => {
    const name = cleanFileName(file.name);
    return { file, name, kind: checkUploadMeta(name, file.size, batchUploadTypes) };
  });
  const owner = await jobOwner(c, true);
  if (!owner) throw new Error("jobOwner(create) always returns an owner");
  const id = crypto.randomUUID();
  const inputs: JobInput[] = [];
  try {
    for (const [i, { file, name, kind }] of checked.entries()) {
      const bytes = new Uint8Array(await file.arrayBuffer());
      checkSniffedType(name, kind, kind === "zip" ? bytes.subarray(0, 64) : bytes);
      if (kind === "image") checkJobImageSize(bytes, name);
      const key = `jobs/${id}/input/${i + 1}-${name}`;
      await c.env.BUCKET.put(key, bytes);
      inputs.push({ key, name, size: file.size, kind });
      if (kind === "zip") await inspectStoredPack(c.env.BUCKET, key, file.size);
    }
  } catch (error) {
    await c.env.BUCKET.delete(inputs.map((input) => input.key));
    throw error;
  }
  const settings = parseJobSettings({}, "zip");
  settings.settings.inputType = "single";
  // PNG is the only output format; generateMaps decides whether _n/_s are made at all.
  settings.generateMaps = parsed.data.generateMaps;
  settings.advancedProcessing = batchAdvancedProcessing(parsed.data);
  return createJob(c.env, { id, owner, kind: "batch", fileName: `batch-${id.slice(0, 8)}.zip`, inputs, settings });
}
