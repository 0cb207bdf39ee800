import {
  classifyPackPath,
  type PackPlan,
  type PlannedEntry,
  readEntry,
  type TextureFile,
  ZipError,
  type ZipSource,
} from "@greenhouse/wasm-pipeline";
import { countNoun } from "../../lib/count-noun.js";

/** A JSON file that travels with the textures: an animation `.png.mcmeta` or the pack's `pack.mcmeta`. */
export interface MetaFile {
  path: string;
  bytes: Uint8Array;
  /** As for a texture's files: the conversion wrote it (a map's copy of its texture's animation, the marked pack.mcmeta). */
  made: boolean;
}

/** One converted texture's files (albedo and maps) with their bytes, for attaching to a project. */
export interface ConvertedTexture {
  /** `made`: the conversion wrote the file (a generated map, a rewritten base); else it is the input's. */
  files: { file: TextureFile; bytes: Uint8Array; made: boolean }[];
  /**
   * The animation `.mcmeta` of each of those files that has one: without them the export turns an
   * animated texture into a tall strip, and LabPBR wants `_n`/`_s` to animate as their texture does.
   */
  animations?: MetaFile[];
}

/** A batch's material files for the project, and the one log line saying which stayed out and why. */
export interface ProjectTextures {
  textures: ConvertedTexture[];
  /** The pack's `pack.mcmeta` as the output zip holds it, when this batch wrote it. */
  packMeta?: MetaFile;
  leftOut?: string;
}

/** Larger than any animation list a pack ships; a project file is read whole by the export. */
export const MAX_META_BYTES = 64 * 1024;

/**
 * Every material texture file of a batch with its bytes as the output zip holds them: bases, generated
 * maps, the pack's own `_n`/`_s` (kept or without a base) and `_e` overlays, in plan order. A file
 * the conversion wrote comes from the writer (`captured`), a copied one from the input, so both are
 * byte for byte the zip's. Files outside material folders (gui, font...) are not materials and never
 * belong to the project; a material file that is not a PNG, or whose entry cannot be read, stays in
 * the zip only and is counted in `leftOut`. Memory is the batch's: its read budget bounds the bytes.
 */
export async function texturesFor(
  files: TextureFile[],
  captured: ReadonlyMap<string, Uint8Array>,
  plan: PackPlan,
  source: ZipSource,
): Promise<ProjectTextures> {
  const byPath = new Map(
    plan.entries
      .filter((item) => item.role !== "directory" && item.role !== "replaced")
      .map((item) => [item.path, item]),
  );
  const groups: { key: string; texture: ConvertedTexture }[] = [];
  const reasons = new Map<string, number>();
  const skip = (reason: string) => reasons.set(reason, (reasons.get(reason) ?? 0) + 1);
  for (const file of files) {
    if (!isMaterialFile(plan, file.originalPath)) continue;
    const made = captured.get(file.originalPath);
    const bytes = made ?? (await inputBytes(source, byPath.get(file.originalPath)));
    if (bytes === "unreadable") skip("damaged in the zip");
    else if (bytes === undefined) skip("not in the zip");
    else if (!isPng(bytes)) skip("not a PNG");
    else {
      // Plan order is kept (the first file at a path wins in the project), so a texture is a run of files.
      const key = texturePath(file.originalPath);
      const last = groups.at(-1);
      const entry = { file, bytes, made: made !== undefined };
      const texture = last && last.key === key ? last.texture : { files: [] };
      if (texture !== last?.texture) groups.push({ key, texture });
      texture.files.push(entry);
      const animation = await metaFile(`${file.originalPath}.mcmeta`, captured, byPath, source);
      if (typeof animation === "string") skip(animation);
      else if (animation) texture.animations = [...(texture.animations ?? []), animation];
    }
  }
  const textures = groups.map((group) => group.texture);
  const found =
    plan.inputType === "resourcepack" ? await metaFile("pack.mcmeta", captured, new Map(), source) : undefined;
  // The pack's own pack.mcmeta is written (marked) in the batch holding its entry; one the job made up
  // is not the pack's. Marked or not, it is the artist's file, kept when their textures change.
  if (typeof found === "string") skip(found);
  const packMeta = typeof found === "object" ? { packMeta: { ...found, made: false } } : {};
  if (reasons.size === 0) return { textures, ...packMeta };
  const skipped = [...reasons.values()].reduce((sum, count) => sum + count, 0);
  const why = [...reasons].map(([reason, count]) => `${reason}: ${count}`).join(", ");
  return {
    textures,
    ...packMeta,
    leftOut: `${countNoun(skipped, "texture file")} of this batch ${skipped === 1 ? "was" : "were"} left out of the project (${why})`,
  };
}

/**
 * The `.mcmeta` at `path` as the output zip holds it: written by this batch (`captured`), else copied
 * from the input. A file that is too large or not JSON stays in the zip only (the reason is answered).
 */
async function metaFile(
  path: string,
  captured: ReadonlyMap<string, Uint8Array>,
  byPath: ReadonlyMap<string, PlannedEntry>,
  source: ZipSource,
): Promise<MetaFile | string | undefined> {
  const made = captured.get(path);
  const bytes = made ?? (await inputBytes(source, byPath.get(path)));
  if (bytes === undefined) return undefined;
  if (bytes === "unreadable") return "damaged in the zip";
  if (bytes.length > MAX_META_BYTES) return ".mcmeta over 64 KB";
  if (!isJson(bytes)) return ".mcmeta not JSON";
  return { path, bytes, made: made !== undefined };
}

function isJson(bytes: Uint8Array): boolean {
  try {
    // A byte-order mark is allowed, as the pipeline allows it when it reads an animation.
    JSON.parse(new TextDecoder().decode(bytes).replace(/^\uFEFF/, ""));
    return true;
  } catch {
    return false;
  }
}

/**
 * Whether a converted file is a material texture or one of its maps, as the pipeline classifies paths:
 * for a resource pack, a file whose base (`stone_n.png` → `stone.png`) is a material path
 * (textures/block|item|entity, optifine/ctm); every image of a loose texture or sequence input.
 */
function isMaterialFile(plan: PackPlan, path: string): boolean {
  if (plan.inputType !== "resourcepack") return true;
  return classifyPackPath(texturePath(path)).kind === "material";
}

/** The base texture a file belongs to: `block/glass_n.png` → `block/glass.png`; a base is its own. */
function texturePath(path: string): string {
  const slash = path.lastIndexOf("/");
  const name = path.slice(slash + 1);
  const dot = name.lastIndexOf(".");
  const stem = dot > 0 ? name.slice(0, dot) : name;
  const base = stem.replace(/_[nse]$/, "");
  return base === stem ? path : `${path.slice(0, slash + 1)}${base}.png`;
}

/** A copied file's bytes from the input (copies are byte for byte); "unreadable" for a damaged entry. */
async function inputBytes(
  source: ZipSource,
  item: PlannedEntry | undefined,
): Promise<Uint8Array | "unreadable" | undefined> {
  if (!item) return undefined;
  try {
    return await readEntry(source, item.entry);
  } catch (error) {
    // A damaged entry: its conversion already logged it. Anything else (R2 failing) redoes the batch.
    if (error instanceof ZipError) return "unreadable";
    throw error;
  }
}

function isPng(bytes: Uint8Array): boolean {
  return bytes[0] === 0x89 && bytes[1] === 0x50 && bytes[2] === 0x4e && bytes[3] === 0x47;
}
