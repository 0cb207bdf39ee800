import type { ProjectFile } from "../api/types";

/** One texture of a project as a creator thinks of it: its base image and the LabPBR maps made from it. */
export interface TextureGroup {
  base: ProjectFile;
  /** Its `_n` then `_s` map, those the project holds. */
  maps: ProjectFile[];
  /** The animation `.png.mcmeta` of the base and of its maps: part of the texture, never a card. */
  animations: ProjectFile[];
}

/** A `.mcmeta` (a texture's animation, the pack's pack.mcmeta) is JSON, never a texture: the API's count skips it too. */
export const isMetaFile = (file: Pick<ProjectFile, "path">) => file.path.endsWith(".mcmeta");

const imageExtensions = new Set(["png", "jpg", "jpeg", "tga", "tif", "tiff", "bmp", "gif", "webp"]);

/**
 * The path of the base a `_n`/`_s` map belongs to (same folder, `.png`), or null for any other file.
 * The API's texture count uses this rule in SQL (`isMapOfAnotherFile` in worker-api's db/projects.ts), so
 * the Textures tab counts what Overview's "Total textures" does: the suffix is case-sensitive, as there.
 */
export function mapBasePath(path: string): string | null {
  const dot = path.lastIndexOf(".");
  if (dot < 0 || path.indexOf("/", dot) >= 0) return null;
  const stem = path.slice(0, dot);
  if (!imageExtensions.has(path.slice(dot + 1).toLowerCase()) || !/_[ns]$/.test(stem)) return null;
  return `${stem.slice(0, -2)}.png`;
}

/**
 * The files as textures, in the files' order: a map sits with its base when the project holds that base,
 * and is a texture of its own otherwise (the API counts it so). Converting a texture in a project adds
 * its `_n` and `_s` beside it; listed as three cards it read as three textures where Overview said one.
 */
export function groupTextures(all: ProjectFile[]): TextureGroup[] {
  const files = all.filter((file) => !isMetaFile(file));
  const byPath = new Map(files.map((file) => [file.path, file]));
  const mapsByBase = new Map<string, ProjectFile[]>();
  const animationsByBase = new Map<string, ProjectFile[]>();
  for (const meta of all.filter(isMetaFile)) {
    // `stone_n.png.mcmeta` rides with `stone_n.png`, so with the card that holds it; one without its image is dropped.
    const image = meta.path.slice(0, -".mcmeta".length);
    if (!byPath.has(image)) continue;
    const basePath = rootBasePath(image, byPath);
    animationsByBase.set(basePath, [...(animationsByBase.get(basePath) ?? []), meta]);
  }
  for (const file of files) {
    const basePath = rootBasePath(file.path, byPath);
    if (basePath === file.path) continue;
    mapsByBase.set(basePath, [...(mapsByBase.get(basePath) ?? []), file]);
  }
  const grouped = new Set([...mapsByBase.values()].flat());
  return files
    .filter((file) => !grouped.has(file))
    .map((base) => ({
      base,
      maps: (mapsByBase.get(base.path) ?? []).sort((a, b) => mapOrder(a.path) - mapOrder(b.path)),
      animations: animationsByBase.get(base.path) ?? [],
    }));
}

/** The card a file belongs on: a map of a map (`stone_n_s.png`, which the API counts with it) joins the first. */
function rootBasePath(path: string, byPath: Map<string, ProjectFile>): string {
  let root = path;
  for (let base = mapBasePath(root); base !== null && byPath.has(base); base = mapBasePath(root)) root = base;
  return root;
}

function mapOrder(path: string): number {
  return path.slice(0, path.lastIndexOf(".")).endsWith("_n") ? 0 : 1;
}

/** "_n" or "_s": the suffix a map is known by, for its button on the texture's card. */
export function mapSuffix(map: Pick<ProjectFile, "path">): string {
  const stem = map.path.slice(0, map.path.lastIndexOf("."));
  return stem.slice(-2);
}

/** "_n and _s maps", "_n map": what a texture's card holds besides its base. */
export function mapNames(maps: Pick<ProjectFile, "path">[]): string {
  const suffixes = maps.map((map) => mapSuffix(map));
  return `${suffixes.join(" and ")} ${suffixes.length === 1 ? "map" : "maps"}`;
}

/**
 * "2 textures · 6 files": textures as Overview counts them, and every file the project stores when that
 * is more. The files are the ones the dashboard's Total Files counts, `.mcmeta` included: counting only
 * the images said "30 files" beside its "31" for a pack with a pack.mcmeta. The `.mcmeta` among them are
 * named ("10 files, 1 .mcmeta"), as they have no card of their own.
 */
export function textureCountText(textures: TextureGroup[], files: Pick<ProjectFile, "path">[]): string {
  const count = `${textures.length} ${textures.length === 1 ? "texture" : "textures"}`;
  if (files.length === textures.length) return count;
  const metas = files.filter(isMetaFile).length;
  return `${count} · ${files.length} ${files.length === 1 ? "file" : "files"}${metas > 0 ? `, ${metas} .mcmeta` : ""}`;
}

/**
 * A map a conversion made before its texture last changed (an upload or an Editor save at the texture's
 * path): it describes the old picture, so Download Pack makes it again. Maps people uploaded are theirs
 * and are kept as they are.
 */
export function isOutOfDateMap(map: ProjectFile, base: ProjectFile): boolean {
  if (map.origin !== "converted" || !map.lastModified || !base.lastModified) return false;
  return map.lastModified < base.lastModified;
}

/** The paths of every out-of-date map among `files` (`isOutOfDateMap`), which the export leaves to be made again. */
export function outOfDateMapPaths(files: ProjectFile[]): Set<string> {
  return new Set(
    groupTextures(files).flatMap(({ base, maps }) =>
      maps.filter((map) => isOutOfDateMap(map, base)).map((map) => map.path),
    ),
  );
}
