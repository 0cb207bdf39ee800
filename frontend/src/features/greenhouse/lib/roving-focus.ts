/**
 * Where arrow keys move focus in a list that is one Tab stop (a roving tabindex): Up/Down by one,
 * stopping at the ends, Home and End to the first and last. Null for any other key, which the list
 * leaves to the browser. A long file list was 63 Tab stops for 21 textures. Tab bars have their own
 * keys (`components/tab-keys.ts`: Left/Right, wrapping).
 */
export function rovingIndex(key: string, index: number, count: number): number | null {
  if (count === 0) return null;
  switch (key) {
    case "ArrowDown":
      return Math.min(index + 1, count - 1);
    case "ArrowUp":
      return Math.max(index - 1, 0);
    case "Home":
      return 0;
    case "End":
      return count - 1;
    default:
      return null;
  }
}
