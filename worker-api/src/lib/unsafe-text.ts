/**
 * Characters that make text shown to other people read differently from what it is: controls break
 * headers, zip names and layouts; bidirectional controls let "stone\u202Egnp.exe" display as
 * "stoneexe.png"; zero-width characters make two names that look the same differ.
 */

/** C0, DEL and C1 controls. */
export const isControlChar = (char: string): boolean => {
  const code = char.codePointAt(0) ?? 0;
  return code < 0x20 || (code >= 0x7f && code <= 0x9f);
};

/** Bidirectional embeddings, overrides and isolates (U+202A..U+202E, U+2066..U+2069). */
export const isBidiControl = (char: string): boolean => /^[\u202a-\u202e\u2066-\u2069]$/.test(char);

/** Zero-width spaces, joiners and direction marks (U+200B..U+200F), word joiner (U+2060), BOM (U+FEFF). */
export const isZeroWidthChar = (char: string): boolean => /^[\u200b-\u200f\u2060\ufeff]$/.test(char);

const codePoint = (char: string) => `U+${(char.codePointAt(0) ?? 0).toString(16).toUpperCase().padStart(4, "0")}`;

/**
 * What is wrong with `text` for a name people see, as the end of a "… must not contain" sentence, or
 * null. `allowed` lists controls the field may hold (a description keeps line breaks and tabs).
 */
export function unsafeTextProblem(text: string, allowed = ""): string | null {
  for (const char of text) {
    if (allowed.includes(char)) continue;
    if (isControlChar(char)) return `control characters (${codePoint(char)})`;
    if (isBidiControl(char)) return `bidirectional text controls (${codePoint(char)}), which change how it displays`;
    if (isZeroWidthChar(char)) return `invisible zero-width characters (${codePoint(char)})`;
  }
  return null;
}

/**
 * `text` safe to quote in a log line: every control, bidirectional or zero-width character shown as
 * its code point, and at most `max` characters kept (the end elided).
 */
export function printableText(text: string, max = 160): string {
  const shown = [...text]
    .map((char) =>
      isControlChar(char) || isBidiControl(char) || isZeroWidthChar(char) ? `<${codePoint(char)}>` : char,
    )
    .join("");
  return shown.length > max ? `${shown.slice(0, max - 1)}…` : shown;
}
