/** The parts of a texture path the material tables match on. */
export interface NameTokens {
  /** File name without directories, extension or a `_n`/`_s` suffix, lowercase (e.g. `oak_planks`). */
  stem: string;
  /**
   * The stem split on `_`, `-` and spaces (usually two or three words). A word ending in a variant
   * number (`ore1`, `planks2`: random and connected-texture variants) also appears without it.
   */
  words: readonly string[];
  /** The whole path, lowercase with `/` separators. */
  path: string;
}

/** Splits a texture path or file name into the tokens the classification tables test. */
export function nameTokens(name: string): NameTokens {
  const path = name.toLowerCase().replaceAll("\\", "/");
  const file = path.slice(path.lastIndexOf("/") + 1);
  const fileStem = file.replace(/\.[a-z0-9]+$/, "");
  const stem = connectedTileName(path, fileStem) ?? fileStem;
  const parts = stem.split(/[_\- ]+/).filter(Boolean);
  const unnumbered = parts.map((word) => word.replace(/\d+$/, "")).filter((word, i) => word && word !== parts[i]);
  return { stem, words: [...parts, ...unnumbered], path };
}

/**
 * A connected-texture tile is named by its number (`optifine/ctm/iron_block/0.png`,
 * `ctm/connected/glass/10.png`): the folder it sits in says what it is. Folders that only group tiles
 * (`_overlays`, numbers) are skipped.
 */
function connectedTileName(path: string, stem: string): string | undefined {
  if (!/^\d+$/.test(stem)) return undefined;
  const folders = path.split("/").slice(0, -1);
  const ctm = folders.lastIndexOf("ctm");
  if (ctm < 0) return undefined;
  return folders
    .slice(ctm + 1)
    .filter((folder) => !/^\d+$/.test(folder) && !folder.startsWith("_"))
    .at(-1);
}

/** A set of words a classification table tests names against, built once when the table loads. */
export type WordSet = ReadonlySet<string>;

export const words = (...list: string[]): WordSet => new Set(list);

/** True when any of the stem's words is in `set`: one lookup per stem word, and no array per call. */
export function hasWord(tokens: NameTokens, set: WordSet): boolean {
  for (const word of tokens.words) if (set.has(word)) return true;
  return false;
}

/** True when the stem contains any of `parts` as a substring (for multi-word names like `sea_lantern`). */
export function stemIncludes(tokens: NameTokens, ...parts: string[]): boolean {
  for (const part of parts) if (tokens.stem.includes(part)) return true;
  return false;
}
