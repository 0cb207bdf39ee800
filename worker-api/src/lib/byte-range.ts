/** One byte range of an object: `length` bytes from `offset`. */
export interface ByteRange {
  offset: number;
  length: number;
}

/**
 * The one range a `Range` header asks of an object of `size` bytes (RFC 9110, section 14): `bytes=a-b`,
 * `bytes=a-` or the last n bytes, `bytes=-n`, with `b` cut to the object's end. `null` serves the whole
 * object: no header, another unit, several ranges (allowed: a server may ignore Range) or a header
 * that does not parse. `"unsatisfiable"` (a 416) is a range that starts past the end, or asks for none.
 */
export function requestedRange(header: string | null | undefined, size: number): ByteRange | "unsatisfiable" | null {
  const match = /^bytes=(\d*)-(\d*)$/.exec(header?.trim() ?? "");
  if (!match) return null;
  const [, first = "", last = ""] = match;
  if (first === "" && last === "") return null;
  if (first === "") {
    const suffix = Number(last);
    if (suffix === 0 || size === 0) return "unsatisfiable";
    const length = Math.min(suffix, size);
    return { offset: size - length, length };
  }
  const offset = Number(first);
  if (offset >= size) return "unsatisfiable";
  const end = last === "" ? size - 1 : Math.min(Number(last), size - 1);
  if (end < offset) return null;
  return { offset, length: end - offset + 1 };
}
