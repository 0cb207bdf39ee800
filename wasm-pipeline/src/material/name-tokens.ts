/** The parts of a texture path the material tables match on. */
export interface NameTokens {
  /** File name without directories, extension or a `_n`/`_s` suffix, lowercase (e.g. `oak_planks`). */
  stem: string;
  /** The stem split on `_`, `-` and spaces. */
  words: ReadonlySet<string>;
  /** The whole path, lowercase with `/` separators. */
  path: string;
}

/** Splits a texture path or file name into the tokens the classification tables test. */
export function nameTokens(name: string): NameTokens {
  const path = name.toLowerCase().replaceAll("\\", "/");
  const file = path.slice(path.lastIndexOf("/") + 1);
  const stem = file.replace(/\.[a-z0-9]+$/, "");
  return { stem, words: new Set(stem.split(/[_\- ]+/).filter(Boolean)), path };
}

/** True when any of `words` is one of the stem's words. */
export function hasWord(tokens: NameTokens, ...words: string[]): boolean {
  // Plain loops: the classification tables call these a few hundred times per texture.
  for (const word of words) if (tokens.words.has(word)) return true;
  return false;
}

/** True when the stem contains any of `parts` as a substring (for multi-word names like `sea_lantern`). */
export function stemIncludes(tokens: NameTokens, ...parts: string[]): boolean {
  for (const part of parts) if (tokens.stem.includes(part)) return true;
  return false;
}
