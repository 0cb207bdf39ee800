/** `lava_still` -> `lava_still.png.mcmeta`: the game reads an animation from `<texture>.png.mcmeta`. */
export function mcmetaFileName(texture: string): string {
  const stem =
    texture
      .trim()
      .toLowerCase()
      .replace(/\.png(\.mcmeta)?$/, "")
      .replace(/[^a-z0-9_.-]+/g, "_") || "texture";
  return `${stem}.png.mcmeta`;
}
