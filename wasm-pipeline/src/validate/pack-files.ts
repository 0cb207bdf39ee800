import { unzipSync } from "fflate";

/** One file of a pack: its path and (for the files the validator reads) its bytes. */
export interface PackEntry {
  path: string;
  /** Undefined for files the validator only needs the name of. */
  bytes?: Uint8Array;
  /** Uncompressed size in bytes. */
  size: number;
}

/** A pack as zip bytes, or entries from any reader (e.g. a streaming unzip). */
export type PackSource = Uint8Array | Iterable<PackEntry> | AsyncIterable<PackEntry>;

/** Files whose content the validator reads; everything else only counts by name. */
export function isReadByValidator(path: string): boolean {
  const lower = path.toLowerCase();
  if (lower.endsWith("pack.mcmeta") || lower.endsWith(".properties") || lower.endsWith(".mcmeta")) return true;
  return (
    /(?:^|\/)assets\/[^/]+\/(?:textures|optifine|mcpatcher)\//.test(lower) &&
    /\.(png|jpe?g|tga|tiff?|bmp|gif|webp)$/.test(lower)
  );
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
  for await (const entry of source) {
    if (entry.path.endsWith("/")) continue;
    entries.push(entry);
  }
  return entries;
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
