/**
 * Where a project file goes in the resource pack its project exports: a pack path stays where it is,
 * and a file uploaded loose (no folder) is a block texture, where most pack art lives, under its name in
 * lower case (the game refuses upper-case resource names). Two files with the same pack path would be
 * one zip entry, so the API keeps one file per pack path (`bedrock.png` and
 * `assets/minecraft/textures/block/bedrock.png` are the same texture) and the export lays files out by it.
 */
export function projectPackPath(projectPath: string): string {
  const path = projectPath.replaceAll("\\", "/").replace(/^\/+/, "");
  return path.includes("/") ? path : `assets/minecraft/textures/block/${path.toLowerCase()}`;
}
