import { type FileHandle, open, rename, rm } from "node:fs/promises";
import type { ZipSink, ZipSource } from "../src/zip/source.js";

/** A `ZipSource` over a file on disk, read by range, so packs of any size stay out of memory. */
export async function openFileSource(path: string): Promise<ZipSource & { close: () => Promise<void> }> {
  const handle = await open(path, "r");
  const { size } = await handle.stat();
  return {
    size,
    read: async (offset, length) => {
      const buffer = new Uint8Array(length);
      let done = 0;
      while (done < length) {
        const { bytesRead } = await handle.read(buffer, done, length - done, offset + done);
        if (bytesRead === 0) throw new Error(`${path} ended early while reading ${length} bytes at ${offset}`);
        done += bytesRead;
      }
      return buffer;
    },
    close: () => handle.close(),
  };
}

/**
 * A sink that streams into `<path>.partial` and renames it to `path` only on `commit()`, so a failed
 * or cancelled conversion never leaves something that looks like a result.
 */
export async function openFileSink(path: string): Promise<{
  sink: ZipSink;
  commit: () => Promise<void>;
  discard: () => Promise<void>;
  bytesWritten: () => number;
}> {
  const partial = `${path}.partial`;
  const handle: FileHandle = await open(partial, "w");
  let written = 0;
  let closed = false;
  const close = async () => {
    if (!closed) {
      closed = true;
      await handle.close();
    }
  };
  return {
    sink: async (chunk) => {
      await handle.write(chunk);
      written += chunk.length;
    },
    commit: async () => {
      await close();
      await rename(partial, path);
    },
    discard: async () => {
      await close();
      await rm(partial, { force: true });
    },
    bytesWritten: () => written,
  };
}

/** True when the file starts like a ZIP archive (local header, or the end record of an empty one). */
export async function looksLikeZip(path: string): Promise<boolean> {
  const handle = await open(path, "r");
  try {
    const head = new Uint8Array(4);
    const { bytesRead } = await handle.read(head, 0, 4, 0);
    return bytesRead === 4 && head[0] === 0x50 && head[1] === 0x4b && (head[2] === 3 || head[2] === 5);
  } finally {
    await handle.close();
  }
}
