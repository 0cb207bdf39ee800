const chunks = (name: string) => name.toLowerCase().match(/\d+|\D+/g) ?? [];

/**
 * Compares file names the way people number frames: digit runs by value, so `frame_2` comes before
 * `frame_10`; other text case-insensitively. Ties fall back to the plain names so the order is total.
 */
export function naturalCompare(a: string, b: string): number {
  const left = chunks(a);
  const right = chunks(b);
  for (let i = 0; i < Math.min(left.length, right.length); i++) {
    const x = left[i] as string;
    const y = right[i] as string;
    if (x === y) continue;
    if (/^\d/.test(x) && /^\d/.test(y)) {
      // `02` and `2` are the same frame number: padding only breaks a tie at the very end.
      if (Number(x) !== Number(y)) return Number(x) - Number(y);
      continue;
    }
    return x < y ? -1 : 1;
  }
  if (left.length !== right.length) return left.length - right.length;
  return a < b ? -1 : a > b ? 1 : 0;
}
