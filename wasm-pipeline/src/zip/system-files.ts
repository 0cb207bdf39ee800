/**
 * Files an operating system adds when it zips a folder, which are no part of a pack: macOS's
 * `__MACOSX/` folder and `._name` AppleDouble files (resource forks and extended attributes, not
 * images even when named `.png`), Finder's `.DS_Store`, and Windows' `Thumbs.db` and `desktop.ini`.
 */
export function isSystemFile(path: string): boolean {
  if (path.startsWith("__MACOSX/")) return true;
  const name = path.slice(path.lastIndexOf("/") + 1);
  return name.startsWith("._") || name === ".DS_Store" || /^(thumbs\.db|desktop\.ini)$/i.test(name);
}
