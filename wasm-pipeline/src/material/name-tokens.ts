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
  /** Every word set (see {@link words}) holding one of `words`, so a table's test is a scan of a few. */
  sets: readonly WordSet[];
}

/** Splits a texture path or file name into the tokens the classification tables test. */
export function nameTokens(name: string): NameTokens {
  const path = name.toLowerCase().replaceAll("\\", "/");
  const file = path.slice(path.lastIndexOf("/") + 1);
  const fileStem = file.replace(/\.[a-z0-9]+$/, "");
  const stem = connectedTileName(path, fileStem) ?? fileStem;
  const parts = stem.split(/[_\- ]+/).filter(Boolean);
  const unnumbered = parts.map((word) => word.replace(/\d+$/, "")).filter((word, i) => word && word !== parts[i]);
  const all = [...parts, ...unnumbered];
  const sets: WordSet[] = [];
  for (const word of all) {
    for (const set of setsByWord.get(word) ?? noSets) if (!sets.includes(set)) sets.push(set);
  }
  return { stem, words: all, path, sets };
}

/**
 * A connected-texture tile is named by its number (`optifine/ctm/iron_block/0.png`,
 * `ctm/connected/glass/10.png`): the folder it sits in says what it is. Folders that only group tiles
 * (`_overlays`, numbers) are skipped.
 */
function connectedTileName(path: string, stem: string): string | undefined {
  // A first character that is no digit answers for almost every name without the expression.
  const first = stem.charCodeAt(0);
  if (!(first >= 48 && first <= 57) || !/^\d+$/.test(stem)) return undefined;
  const folders = path.split("/").slice(0, -1);
  const ctm = folders.lastIndexOf("ctm");
  if (ctm < 0) return undefined;
  return folders
    .slice(ctm + 1)
    .filter((folder) => !/^\d+$/.test(folder) && !folder.startsWith("_"))
    .at(-1);
}

/** A set of words a classification table tests names against, built once when the table loads. */
export interface WordSet {
  readonly words: ReadonlySet<string>;
}

/** The word sets each word is in, filled as the tables load (`words` is only called at module load). */
const setsByWord = new Map<string, WordSet[]>();
const noSets: readonly WordSet[] = [];

export function words(...list: string[]): WordSet {
  const set: WordSet = { words: new Set(list) };
  for (const word of set.words) {
    const sets = setsByWord.get(word);
    if (sets) sets.push(set);
    else setsByWord.set(word, [set]);
  }
  return set;
}

/**
 * True when any of the stem's words is in `set`. The sets a name's words are in are found once, when
 * it is tokenised (a lookup per word); each of the 40-odd tests a name meets is then a scan of those
 * few sets, where a lookup per word per test was a third of classifying a name.
 */
export function hasWord(tokens: NameTokens, set: WordSet): boolean {
  return tokens.sets.includes(set);
}

/** True when the stem contains any of `parts` as a substring (for multi-word names like `sea_lantern`). */
export function stemIncludes(tokens: NameTokens, ...parts: string[]): boolean {
  for (const part of parts) if (tokens.stem.includes(part)) return true;
  return false;
}
