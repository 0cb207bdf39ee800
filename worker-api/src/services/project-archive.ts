import { crc32, ZipWriter } from "@greenhouse/wasm-pipeline";
import type { ProjectFileRow } from "../db/project-files.js";
import { ApiError, notFound } from "../lib/errors.js";

/**
 * Files at most this large are read whole (their CRC must head their zip entry); a larger one (a
 * project file may be 200 MB, the isolate has 128 MB) is read twice as a stream: once for its CRC, once
 * for its bytes. Textures are small, so almost every file takes one R2 read.
 */
const WHOLE_FILE_BYTES = 8 * 1024 * 1024;
/**
 * Reads started ahead of the file being sent, so one R2 round trip overlaps the next instead of adding
 * up over 3,000 files; bounded in count and in bytes held, so memory does not grow with the project.
 */
const READ_AHEAD_FILES = 8;
const READ_AHEAD_BYTES = 16 * 1024 * 1024;

type ArchiveFile = Pick<ProjectFileRow, "path" | "size" | "r2Key">;

/** The most a zip without ZIP64 can hold (offsets and sizes are 32-bit); `ZipWriter` writes no ZIP64. */
export const MAX_ARCHIVE_BYTES = 0xffffffff;

/** The archive's exact length: each file's local header, bytes and central-directory record, and the end record. */
export function archiveBytes(files: readonly Pick<ArchiveFile, "path" | "size">[]): number {
  const encoder = new TextEncoder();
  let total = 22;
  for (const file of files) total += 30 + 46 + 2 * encoder.encode(file.path).length + file.size;
  return total;
}

/**
 * Refuses, before anything is sent, a project too large for one archive: found only when the writer
 * reached 4 GB, the stream broke part way through a long download with no word of why.
 */
export function checkArchiveSize(files: readonly Pick<ArchiveFile, "path" | "size">[]): void {
  const bytes = archiveBytes(files);
  if (bytes <= MAX_ARCHIVE_BYTES) return;
  const gigabytes = (bytes / 1024 ** 3).toFixed(1);
  throw new ApiError(
    413,
    "project_too_large",
    `This project's files come to ${gigabytes} GB; Download Pack can read at most 4 GB at once. Download single textures from the Textures tab, or move some into another project.`,
  );
}

/** A file's bytes, or, for a large one, only its CRC (its bytes are streamed when it is written). */
type ReadFile = { file: ArchiveFile; bytes: Uint8Array } | { file: ArchiveFile; crc: number; size: number } | null;

/**
 * The project's files as one uncompressed zip (each entry named by its path), streamed as it is
 * written: Download Pack's one read of a whole project instead of a request per file. `keepAlive`
 * holds the request open while the archive is written (the route passes `executionCtx.waitUntil`).
 */
export function projectArchive(
  bucket: R2Bucket,
  files: ArchiveFile[],
  keepAlive: (work: Promise<unknown>) => void,
): ReadableStream<Uint8Array> {
  const { readable, writable } = new TransformStream<Uint8Array, Uint8Array>();
  const output = writable.getWriter();
  // Each write waits for the reader to take the last chunk, so a slow download slows the reads.
  let readerGone = false;
  const zip = new ZipWriter(async (chunk, final) => {
    try {
      await output.write(chunk);
      if (final) await output.close();
    } catch (error) {
      readerGone = true;
      throw error;
    }
  });
  const writing = (async () => {
    for await (const read of readAhead(bucket, files)) {
      // Gone since it was listed (deleted or replaced meanwhile): the archive holds the files still there.
      if (!read) continue;
      if ("bytes" in read) await zip.addFile(read.file.path, read.bytes, { compress: false });
      else await zip.addStored(read.file.path, read.size, read.crc, await objectChunks(bucket, read.file));
    }
    await zip.finish();
  })().catch(async (error: unknown) => {
    // A reader that left (a closed tab, a cancelled download) is no failure of ours to log.
    if (!readerGone) console.error("Project archive failed", error);
    // The 200 is sent already: a broken stream is how the reader learns the archive is incomplete.
    await output.abort(error).catch(() => undefined);
  });
  keepAlive(writing);
  return readable;
}

/** Reads `files` in order, up to `READ_AHEAD_FILES` / `READ_AHEAD_BYTES` ahead of the one yielded. */
async function* readAhead(bucket: R2Bucket, files: ArchiveFile[]): AsyncGenerator<ReadFile> {
  const pending: { size: number; read: Promise<ReadFile> }[] = [];
  let next = 0;
  let heldBytes = 0;
  const fill = () => {
    while (next < files.length && pending.length < READ_AHEAD_FILES) {
      const file = files[next] as ArchiveFile;
      const size = file.size <= WHOLE_FILE_BYTES ? file.size : 0;
      if (pending.length > 0 && heldBytes + size > READ_AHEAD_BYTES) break;
      next++;
      heldBytes += size;
      const read = readFile(bucket, file);
      // Awaited in turn below; until then a failure must not count as unhandled.
      read.catch(() => undefined);
      pending.push({ size, read });
    }
  };
  fill();
  while (pending.length > 0) {
    const head = pending.shift() as { size: number; read: Promise<ReadFile> };
    const read = await head.read;
    heldBytes -= head.size;
    fill();
    yield read;
  }
}

async function readFile(bucket: R2Bucket, file: ArchiveFile): Promise<ReadFile> {
  const object = await bucket.get(file.r2Key);
  if (!object) return null;
  if (object.size <= WHOLE_FILE_BYTES) return { file, bytes: new Uint8Array(await object.arrayBuffer()) };
  let crc = 0;
  for await (const chunk of object.body) crc = crc32(chunk, crc);
  return { file, crc, size: object.size };
}

/** A large file's bytes, read again (object keys are never rewritten, so they are the ones the CRC was of). */
async function objectChunks(bucket: R2Bucket, file: ArchiveFile): Promise<AsyncIterable<Uint8Array>> {
  const object = await bucket.get(file.r2Key);
  if (!object) throw notFound("file_not_found", `${file.path} was removed while the archive was written`);
  return object.body;
}
