import { unzipSync } from "fflate";
import { readCentralDirectory } from "../zip/central-directory.js";
import { readEntry } from "../zip/read-entry.js";
import type { ZipSource } from "../zip/source.js";

/** One file of a pack: its path and (for the files the validator reads) its bytes. */
export interface PackEntry {
  path: string;
  /** Undefined for files the validator only needs the name of. */
  bytes?: Uint8Array;
  /** Uncompressed size in bytes. */
  size: number;
}

/** A pack as zip bytes, a ranged zip source (file, Blob, R2 object), or entries from any reader. */
export type PackSource = Uint8Array | ZipSource | Iterable<PackEntry> | AsyncIterable<PackEntry>;

function isZipSource(source: PackSource): source is ZipSource {
  return typeof (source as ZipSource).read === "function" && typeof (source as ZipSource).size === "number";
}

/** Reads a ranged zip: the central directory first, then only the entries the validator reads. */
async function* zipSourceEntries(source: ZipSource): AsyncGenerator<PackEntry> {
  for (const entry of await readCentralDirectory(source)) {
    if (entry.isDirectory) continue;
    if (isReadByValidator(entry.name))
      yield { path: entry.name, size: entry.size, bytes: await readEntry(source, entry) };
    else yield { path: entry.name, size: entry.size };
  }
}

/**
 * Files whose content the validator reads; everything else only counts by name. Images at the zip's
 * root are read too: a zip of loose textures (what convert makes from one image) is checked texture
 * by texture, and in a pack the only one there is its small pack.png.
 */
export function isReadByValidator(path: string): boolean {
  const lower = path.toLowerCase();
  if (lower.endsWith("pack.mcmeta") || lower.endsWith(".properties") || lower.endsWith(".mcmeta")) return true;
  if (!/\.(png|jpe?g|tga|tiff?|bmp|gif|webp)$/.test(lower)) return false;
  return !lower.includes("/") || /(?:^|\/)assets\/[^/]+\/(?:textures|optifine|mcpatcher)\//.test(lower);
}

/**
 * Lists a pack's files, decompressing only those the validator reads (textures, mcmeta, properties):
 * sounds, models and languages are counted by name and never inflated.
 */
export async function readPackEntries(source: PackSource): Promise<PackEntry[]> {
  if (source instanceof Uint8Array) {
    const sizes = new Map<string, number>();
    const files = unzipSync(source, {
      filter: (file) => {
        if (file.name.endsWith("/")) return false;
        sizes.set(file.name, file.originalSize);
        return isReadByValidator(file.name);
      },
    });
    return [...sizes].map(([path, size]) => {
      const bytes = files[path];
      return bytes ? { path, size, bytes } : { path, size };
    });
  }
  const entries: PackEntry[] = [];
  for await (const entry of isZipSource(source) ? zipSourceEntries(source) : source) {
    if (entry.path.endsWith("/")) continue;
    entries.push(entry);
  }
  return entries;
}

/** A pack opened for validation: every path, the small text files, and images read on demand. */
export interface PackFiles {
  /** Every file (not folder) with its uncompressed size, in archive order. */
  sizes: Map<string, number>;
  /** `.mcmeta` and `.properties` contents, read up front (they are small). */
  text: Map<string, Uint8Array>;
  /** An image's bytes, read when asked: from a ranged source only one image is held at a time. */
  read(path: string): Promise<Uint8Array | undefined>;
}

const isText = (path: string) => /\.(mcmeta|properties)$/i.test(path);

/**
 * Opens a pack for {@link PackFiles} access. Zip bytes and entry lists are held in memory as given;
 * a ranged `ZipSource` (file, Blob, R2 object) is read lazily, entry by entry, so validating a pack
 * of any size keeps memory to its text files plus one image.
 */
export async function openPackFiles(source: PackSource): Promise<PackFiles> {
  if (!(source instanceof Uint8Array) && isZipSource(source)) {
    const entries = (await readCentralDirectory(source)).filter((entry) => !entry.isDirectory);
    const byPath = new Map(entries.map((entry) => [entry.name, entry]));
    const text = new Map<string, Uint8Array>();
    for (const entry of entries) if (isText(entry.name)) text.set(entry.name, await readEntry(source, entry));
    return {
      sizes: new Map(entries.map((entry) => [entry.name, entry.size])),
      text,
      read: async (path) => {
        const entry = byPath.get(path);
        return entry && isReadByValidator(path) ? readEntry(source, entry) : undefined;
      },
    };
  }
  const entries = await readPackEntries(source);
  const bytes = new Map(entries.map((entry) => [entry.path, entry.bytes]));
  return {
    sizes: new Map(entries.map((entry) => [entry.path, entry.size])),
    text: new Map(
      entries.flatMap((entry) => (entry.bytes && isText(entry.path) ? [[entry.path, entry.bytes] as const] : [])),
    ),
    read: async (path) => bytes.get(path),
  };
}

/**
 * Finds the pack root: the folder holding the shallowest `pack.mcmeta` (zips often wrap the pack in
 * one folder). Returns "" for the zip root, or undefined when there is no pack.mcmeta.
 */
export function findPackRoot(paths: Iterable<string>): string | undefined {
  let best: string | undefined;
  for (const path of paths) {
    if (path !== "pack.mcmeta" && !path.endsWith("/pack.mcmeta")) continue;
    const root = path.slice(0, path.length - "pack.mcmeta".length);
    if (best === undefined || root.length < best.length) best = root;
  }
  return best;
}
