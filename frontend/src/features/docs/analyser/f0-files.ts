/** What the analyser measures: a `_s` map and, when dropped with it, the colour texture it belongs to. */
export interface F0Files {
  specular: File;
  albedo?: File;
}

/** `stone_s.png`, `IRON_INGOT_S.TGA`: the LabPBR specular suffix before the extension. */
export const isSpecularName = (name: string) => /_s\.[^.]+$/i.test(name);

/**
 * Sorts a drop into the map and its colour texture. One file is the map whatever its name; with two, the
 * one named `*_s.*` is the map and the other the colour texture, whose cutouts then say which pixels carry
 * no material. Two maps, or two colour textures, cannot be told apart: that is an error with the reason.
 */
export function sortF0Files(files: File[]): F0Files {
  const [first, second] = files;
  if (!first) throw new Error("Choose a specular (_s) texture");
  if (!second) return { specular: first };
  const maps = files.filter((file) => isSpecularName(file.name));
  if (maps.length !== 1) {
    throw new Error(
      `With two files, one must be the _s map (name ending in _s) and the other its colour texture; got ${first.name} and ${second.name}`,
    );
  }
  const specular = maps[0] as File;
  return { specular, albedo: specular === first ? second : first };
}
