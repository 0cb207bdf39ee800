import {
  type LogLevel,
  readEntry,
  type TextureFile,
  type WrittenEntry,
  ZipError,
  ZipWriter,
} from "@greenhouse/wasm-pipeline";
import type { JobStore, PlannedEntry } from "./job-store.js";
import { MultipartOutput } from "./multipart-output.js";
import { planInputs } from "./plan.js";
import { R2WindowSource } from "./r2-source.js";
import { failedTextureFile, generateTextureMaps, TextureError } from "./texture-material.js";
import { mapPath } from "./texture-roles.js";
import type { JobState } from "./types.js";

/** How much one batch (one alarm) may do before it commits and hands over to the next alarm. */
export interface BatchBudget {
  maxEntries: number;
  maxTextures: number;
  maxReadBytes: number;
  maxMillis: number;
}

export const defaultBatchBudget: BatchBudget = {
  maxEntries: 400,
  maxTextures: 48,
  maxReadBytes: 24 * 1024 * 1024,
  maxMillis: 5_000,
};

/** The path shaders read to know the pack is LabPBR 1.3. */
export const TEXTURE_PROPERTIES = "assets/minecraft/optifine/texture.properties";

/** 1980-01-01, the earliest MS-DOS date: files the engine creates get it, so output is reproducible. */
const epochDosDate = (1 << 5) | 1;

/** What a step did: more work left, the job finished, or the job changed under it (dropped). */
export type StepOutcome = "more" | "done" | "stale";

/** One converted texture's files (albedo and maps) with their bytes, for attaching to a project. */
export interface ConvertedTexture {
  files: { file: TextureFile; bytes: Uint8Array }[];
}

/** Knobs tests turn, and the hook that attaches converted textures to a project. */
export interface EngineOptions {
  budget?: BatchBudget;
  partSize?: number;
  /** Runs before a batch commits, with the batch's converted textures (only for project jobs). */
  onConverted?: (job: JobState, textures: ConvertedTexture[]) => Promise<void>;
}

/**
 * Runs one step of a job: plan, one bounded batch of entries, or the finishing write. Each step
 * commits its effects in one transaction at its end; a step that throws leaves no trace except R2
 * parts, which the redo overwrites with identical bytes (part boundaries depend only on offsets).
 */
export async function runJobStep(bucket: R2Bucket, store: JobStore, options: EngineOptions = {}): Promise<StepOutcome> {
  const job = store.job();
  if (!job || (job.status !== "processing" && job.status !== "pending")) return "stale";
  if (job.phase === "plan") return plan(bucket, store, job);
  if (job.phase === "entries") return runEntries(bucket, store, job, options);
  if (job.phase === "finalize") return finalize(bucket, store, job, options);
  return "done";
}

async function plan(bucket: R2Bucket, store: JobStore, job: JobState): Promise<StepOutcome> {
  const entries = await planInputs(bucket, job.inputs, job.kind === "batch", job.settings.generateMaps !== false);
  const upload = await bucket.createMultipartUpload(job.outputKey, {
    httpMetadata: { contentType: "application/zip" },
  });
  const textures = entries.filter((entry) => entry.role === "texture").length;
  return commit(store, job, (current) => {
    store.addEntries(entries);
    current.phase = entries.length > 0 ? "entries" : "finalize";
    current.entryCount = entries.length;
    current.totalImages = textures;
    current.uploadId = upload.uploadId;
    store.log("info", `Found ${entries.length} files, ${textures} textures to convert`);
  });
}

interface Batch {
  job: JobState;
  store: JobStore;
  writer: ZipWriter;
  sources: R2WindowSource[];
  files: TextureFile[];
  converted: ConvertedTexture[];
  logs: [LogLevel, string][];
  images: number;
  generated: number;
}

async function runEntries(
  bucket: R2Bucket,
  store: JobStore,
  job: JobState,
  options: EngineOptions,
): Promise<StepOutcome> {
  const budget = options.budget ?? defaultBatchBudget;
  const output = resumeOutput(bucket, store, job, options.partSize);
  const committedParts = output.parts.length;
  const previous = store.written();
  const writer = new ZipWriter((chunk) => output.write(chunk), { offset: output.offset, entries: previous });
  const sources = job.inputs.map((input) => new R2WindowSource(bucket, input.key, input.size));
  const batch: Batch = { job, store, writer, sources, files: [], converted: [], logs: [], images: 0, generated: 0 };
  const started = Date.now();
  const bytesRead = () => sources.reduce((sum, source) => sum + source.bytesRead, 0);
  let cursor = job.cursor;
  for (const entry of store.entries(job.cursor, budget.maxEntries)) {
    const spent =
      bytesRead() >= budget.maxReadBytes ||
      batch.images >= budget.maxTextures ||
      Date.now() - started >= budget.maxMillis;
    if (cursor > job.cursor && spent) break;
    await writeEntry(batch, entry);
    cursor++;
  }
  const written = writer.state.entries.slice(previous.length);
  if (batch.converted.length > 0) await options.onConverted?.(job, batch.converted);
  return commit(store, job, (current) => {
    store.addWritten(written);
    store.saveOutput(output.parts.slice(committedParts), output.tail());
    store.addFiles(batch.files);
    for (const [level, message] of batch.logs) store.log(level, message);
    current.cursor = cursor;
    current.imagesProcessed += batch.images;
    current.texturesGenerated += batch.generated;
    if (cursor >= current.entryCount) current.phase = "finalize";
  });
}

async function writeEntry(batch: Batch, entry: PlannedEntry): Promise<void> {
  const source = batch.sources[entry.source];
  if (!source) throw new Error(`Entry ${entry.outName} refers to a missing input`);
  let content: Uint8Array | undefined;
  if (entry.zip) await batch.writer.copyEntry(source, entry.zip, entry.outName);
  else {
    // A single uploaded image: the upload limits it to 64 MB, so it is read whole.
    content = await source.read(0, source.size);
    await batch.writer.addFile(entry.outName, content, { compress: false, dosDate: epochDosDate });
  }
  if (entry.role !== "texture") return;
  batch.images++;
  const mapNames: [string, string] = [mapPath(entry.outName, "_n"), mapPath(entry.outName, "_s")];
  try {
    content ??= await readEntry(source, entry.zip as NonNullable<PlannedEntry["zip"]>);
    const mcmetaEntry = entry.mcmetaIdx === null ? undefined : batch.store.entry(entry.mcmetaIdx)?.zip;
    const mcmeta = mcmetaEntry ? new TextDecoder().decode(await readEntry(source, mcmetaEntry)) : undefined;
    const { albedo, maps } = await generateTextureMaps(entry.outName, content, batch.job.settings, mapNames, mcmeta);
    const time = { compress: false, dosTime: entry.zip?.dosTime ?? 0, dosDate: entry.zip?.dosDate ?? epochDosDate };
    for (const map of maps) await batch.writer.addFile(map.path, map.png, time);
    if (mcmetaEntry) {
      // The maps animate frame by frame with their albedo, so they get the same animation file.
      await batch.writer.copyEntry(source, mcmetaEntry, `${mapNames[0]}.mcmeta`);
      await batch.writer.copyEntry(source, mcmetaEntry, `${mapNames[1]}.mcmeta`);
    }
    batch.generated += 2;
    batch.files.push(albedo, ...maps.map((map) => map.file));
    if (batch.job.projectId != null) {
      const isPng = content[0] === 0x89 && content[1] === 0x50;
      batch.converted.push({
        files: [
          ...(isPng ? [{ file: albedo, bytes: content }] : []),
          ...maps.map((map) => ({ file: map.file, bytes: map.png })),
        ],
      });
    }
  } catch (error) {
    if (!(error instanceof TextureError || (error instanceof ZipError && error.code === "corrupt-entry"))) throw error;
    batch.files.push(failedTextureFile(entry.outName, entry.zip?.size ?? source.size, error.message));
    batch.logs.push(["error", `${error.message} (the original is kept, without maps)`]);
  }
}

async function finalize(
  bucket: R2Bucket,
  store: JobStore,
  job: JobState,
  options: EngineOptions,
): Promise<StepOutcome> {
  const output = resumeOutput(bucket, store, job, options.partSize);
  const previous = store.written();
  const writer = new ZipWriter((chunk) => output.write(chunk), { offset: output.offset, entries: previous });
  if (job.kind !== "single" && !writer.has(TEXTURE_PROPERTIES)) {
    await writer.addFile(TEXTURE_PROPERTIES, new TextEncoder().encode("format=lab-pbr/1.3\n"), { compress: false });
  }
  const added: WrittenEntry[] = writer.state.entries.slice(previous.length);
  await writer.finish();
  const expectedSize = output.offset;
  let size: number;
  try {
    size = (await output.complete()).size;
  } catch (error) {
    // A crash after R2 assembled the object but before our commit: the upload is gone, the zip is there.
    const existing = await bucket.head(job.outputKey);
    if (!existing || existing.size !== expectedSize) throw error;
    size = existing.size;
  }
  return commit(store, job, (current) => {
    store.addWritten(added);
    current.phase = "done";
    current.status = "completed";
    current.outputSize = size;
    current.finishedAt = new Date().toISOString();
    const failed = current.imagesProcessed - current.texturesGenerated / 2;
    store.log(
      failed > 0 ? "warning" : "info",
      `Done: ${current.texturesGenerated} maps for ${current.imagesProcessed} textures` +
        (failed > 0 ? `; ${failed} could not be converted (see the files list)` : ""),
    );
  });
}

function resumeOutput(bucket: R2Bucket, store: JobStore, job: JobState, partSize?: number): MultipartOutput {
  if (!job.uploadId) throw new Error("The job has no output upload");
  const upload = bucket.resumeMultipartUpload(job.outputKey, job.uploadId);
  return new MultipartOutput(upload, store.parts(), store.tail(), partSize);
}

/**
 * Commits a step, unless the job was cancelled or retried while the step awaited I/O: then its work
 * is dropped (RPC calls interleave with the alarm at every await).
 */
function commit(store: JobStore, job: JobState, apply: (current: JobState) => void): StepOutcome {
  return store.transaction(() => {
    const current = store.job();
    const unchanged =
      current &&
      current.run === job.run &&
      current.status === job.status &&
      current.phase === job.phase &&
      current.cursor === job.cursor;
    if (!current || !unchanged) return "stale";
    if (current.status === "pending") {
      current.status = "processing";
      current.startedAt ??= new Date().toISOString();
    }
    apply(current);
    current.attempts = 0;
    store.saveJob(current);
    return current.phase === "done" ? "done" : "more";
  });
}
