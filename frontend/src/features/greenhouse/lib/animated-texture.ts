import { ANIMATION_EXTENSION, emptyFileNotice, isMcmetaName, isZipName, type Notice } from "./file-checks";

type Named = Pick<File, "name" | "size">;

/** One texture chosen together with its animation file (`sea_lantern.png` + `sea_lantern.png.mcmeta`). */
export interface AnimatedTexture<T extends Named> {
  image: T;
  mcmeta: T;
}

/** The image an animation file belongs to, as the game pairs them: its name without `.mcmeta`. */
export function imageNameFor(mcmetaName: string): string {
  return mcmetaName.slice(0, -ANIMATION_EXTENSION.length);
}

/**
 * The image and its animation when the selection is exactly one image and the `.mcmeta` named after it
 * (case-insensitive, as file names from different systems are), else null. Anything else with a .mcmeta
 * in it is refused by `animationFileProblem`.
 */
export function animatedTexture<T extends Named>(files: readonly T[]): AnimatedTexture<T> | null {
  if (files.length !== 2) return null;
  const mcmeta = files.find((file) => isMcmetaName(file.name));
  const image = files.find((file) => !isMcmetaName(file.name) && !isZipName(file.name));
  if (!mcmeta || !image) return null;
  return imageNameFor(mcmeta.name).toLowerCase() === image.name.toLowerCase() ? { image, mcmeta } : null;
}

/**
 * Why the .mcmeta files of a selection cannot be used, naming them, or null when there are none or the
 * selection is one animated texture. An animation file means nothing without its own image, and a
 * person who picked the wrong one should learn which image it wanted rather than see "invalid type".
 */
export function animationFileProblem(files: readonly Named[]): Notice | null {
  const animations = files.filter((file) => isMcmetaName(file.name));
  const [mcmeta] = animations;
  if (!mcmeta) return null;
  if (animations.length > 1) {
    return {
      title: "Choose one animation file",
      description: `${animations.map((file) => file.name).join(", ")}: a texture has one animation file; choose one image and the .mcmeta of the same name.`,
    };
  }
  if (files.some((file) => isZipName(file.name))) {
    return {
      title: "Choose the resource pack on its own",
      description: `${mcmeta.name}: a resource pack's animation files are read from inside its ZIP.`,
    };
  }
  if (animatedTexture(files)) {
    return mcmeta.size === 0
      ? { ...emptyFileNotice, description: `${mcmeta.name}: ${emptyFileNotice.description}` }
      : null;
  }
  const others = files.filter((file) => file !== mcmeta);
  const instead =
    others.length === 0
      ? "; choose the two together"
      : others.length === 1
        ? `, not ${others[0]?.name}`
        : "; choose it with that one image only (an image sequence makes its own animation)";
  return {
    title: "Animation file without its image",
    description: `${mcmeta.name}: an animation file goes with the image of the same name (${imageNameFor(mcmeta.name)})${instead}`,
  };
}
