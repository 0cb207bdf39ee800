/**
 * The file's name with its folder: a pack has many files of one name (CTM tiles 0.png to 46.png in every
 * glass folder, stone.png under block/ and item/), so a bare name does not say which one a row is.
 */
export function shortPath(path: string): string {
  return path.split("/").slice(-2).join("/");
}

/**
 * Characters of a name kept whole at its end: the stem's last word, the `_n`/`_s` suffix and the
 * extension ("stage3_n.png"). About what the right panel's name column shows at its default width.
 */
export const KEPT_TAIL = 12;
/** How far into the kept end a word break is looked for, so the tail starts at a word ("stage3.png"). */
const WORD_REACH = 5;

/**
 * Splits a shown path for truncation in the middle: the head (folder and the start of a long name) may
 * be cut with an ellipsis, the tail never is. Cutting from the end made a texture's albedo, `_n` and
 * `_s` rows all read "block/sweet_ber…" in a narrow panel; the tail keeps "stage3_n.png" in view.
 */
export function splitForEllipsis(path: string): { head: string; tail: string } {
  const name = path.slice(path.lastIndexOf("/") + 1);
  let cut = path.length - Math.min(name.length, KEPT_TAIL);
  if (name.length > KEPT_TAIL && !isBreak(path[cut - 1])) {
    const word = path.slice(cut, cut + WORD_REACH).search(/[_\-. ]/);
    if (word >= 0) cut += word + 1;
  }
  return { head: path.slice(0, cut), tail: path.slice(cut) };
}

function isBreak(char: string | undefined): boolean {
  return char !== undefined && /[_\-. /]/.test(char);
}
