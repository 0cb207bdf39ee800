/**
 * Files an operating system adds when it zips a folder, which are no part of a pack: macOS's
 * `__MACOSX/` folder and `._name` AppleDouble files (resource forks and extended attributes, not
 * images even when named `.png`), Finder's `.DS_Store`, and Windows' `Thumbs.db` and `desktop.ini`.
 */
export function isSystemFile(path: string): boolean {
  if (path.startsWith("__MACOSX/")) return true;
  const start = path.lastIndexOf("/") + 1;
  if (path.startsWith("._", start)) return true;
  // The rest are names of 9 to 11 letters; testing the length first spares every other file of a
  // pack (thousands, each asked several times) a slice and a regular expression.
  const length = path.length - start;
  if (length !== 9 && length !== 11) return false;
  const name = path.slice(start);
  return name === ".DS_Store" || /^(thumbs\.db|desktop\.ini)$/i.test(name);
}
