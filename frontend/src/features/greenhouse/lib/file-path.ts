/**
 * The file's name with its folder: a pack has many files of one name (CTM tiles 0.png to 46.png in every
 * glass folder, stone.png under block/ and item/), so a bare name does not say which one a row is.
 */
export function shortPath(path: string): string {
  return path.split("/").slice(-2).join("/");
}

/**
 * Splits a shown path into its folder (with the slash) and the file's name. The name is what a person
 * reads a row by (sandstone_n.png, which texture has the warning), so it is drawn whole and only the
 * folder gives way behind an ellipsis. Cutting inside the name left fragments like "block_s." or "sanc"
 * in a narrow panel, and even a middle cut lost the start that tells two textures apart.
 */
export function splitFolder(path: string): { folder: string; name: string } {
  const cut = path.lastIndexOf("/") + 1;
  return { folder: path.slice(0, cut), name: path.slice(cut) };
}
