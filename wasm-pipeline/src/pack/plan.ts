import { readCentralDirectory } from "../zip/central-directory.js";
import type { ZipEntry } from "../zip/entry.js";
import { defaultZipLimits, type ZipLimits } from "../zip/safety.js";
import type { ZipSource } from "../zip/source.js";
import { isSystemFile } from "../zip/system-files.js";
import { classifyPackPath, mapPath, type PackPathKind } from "./classify.js";
import { leaveOutCaseClashes, type NameClash } from "./name-clashes.js";
import { findWrapperFolder } from "./pack-root.js";
import type { TextureType } from "./types.js";

/** What happens to one input entry. */
export type EntryRole = PackPathKind | "directory" | "replaced";

/** One input entry and what the conversion does with it. Plain JSON. */
export interface PlannedEntry {
  entry: ZipEntry;
  /** Path in the output (the wrapper folder, if any, removed). */
  path: string;
  role: EntryRole;
  textureType?: TextureType;
  /** For materials: which maps to generate and how. */
  material?: {
    /** Index of the texture's `.mcmeta` in `entries`, when it has one. */
    mcmetaIndex?: number;
    /**
     * Index of its OptiFine emissive overlay (`<stem>_e.png`) in `entries`, when a resource pack has
     * one: the overlay then says which pixels of the generated `_s` emit.
     */
    emissiveIndex?: number;
    writeNormal: boolean;
    writeSpecular: boolean;
    /**
     * The output's `<stem>.png` is the generated base colour: always for a sequence (its strip is
     * assembled from frames), for a single image when the settings change its colours.
     */
    writeBaseColor: boolean;
    /** Maps not generated because another entry has their name ignoring case (`leaveOutCaseClashes`). */
    nameClashes?: NameClash[];
  };
}

/**
 * Everything needed to convert a pack, decided from the central directory alone: plain JSON, so a job
 * can store it and run `convertEntries` over index ranges in separate batches (see `convertEntries`).
 */
export interface PackPlan {
  inputType: "resourcepack" | "single" | "sequence";
  /** The folder the pack was wrapped in ("" for none); output paths have it removed. */
  wrapperFolder: string;
  entries: PlannedEntry[];
  /** Number of materials, i.e. the progress total. */
  totalImages: number;
  regenerateExisting: boolean;
}

export interface PlanOptions {
  /** Regenerate `_n`/`_s` maps the input already has (they are then left out of the output). */
  regenerateExisting?: boolean;
  limits?: ZipLimits;
  inputType?: PackPlan["inputType"];
  /**
   * A single image's base colour is rewritten (`changesBaseColor` of the settings); otherwise it is
   * kept byte for byte. Default true. A resource pack's textures are always kept.
   */
  rewriteBaseColor?: boolean;
}

/**
 * Reads a pack's central directory (two range reads, whatever its size), checks it for unsafe
 * entries and decides every entry's fate: copy, generate maps for, rewrite (pack.mcmeta,
 * texture.properties) or drop (a wrapper folder's own entry; existing maps being regenerated).
 * @throws ZipError with one clear message when the archive cannot be read or is unsafe.
 */
export async function planPack(source: ZipSource, options: PlanOptions = {}): Promise<PackPlan> {
  const entries = await readCentralDirectory(source, options.limits ?? defaultZipLimits);
  return planEntries(entries, options);
}

/** `planPack` over entries already read (see `planPack`). */
export function planEntries(entries: readonly ZipEntry[], options: PlanOptions = {}): PackPlan {
  const requested = options.inputType ?? "resourcepack";
  const regenerate = options.regenerateExisting ?? false;
  const wrapperFolder = requested === "resourcepack" ? findWrapperFolder(entries) : "";
  // A zip of textures with no pack around them: its images are converted where they lie, as single
  // images would be, instead of a "pack" in which no path is a material folder.
  const looseZip = requested === "resourcepack" && isLooseTextureZip(entries, wrapperFolder);
  const inputType = looseZip ? "single" : requested;
  const paths = new Map<string, number>();
  entries.forEach((entry, index) => {
    paths.set(outputPath(entry.name, wrapperFolder), index);
  });
  const planned: PlannedEntry[] = entries.map((entry) => {
    const path = outputPath(entry.name, wrapperFolder);
    if (entry.isDirectory) return { entry, path, role: "directory" };
    // Copied like any other file, never read as a texture: `._stone.png` is macOS metadata.
    if (isSystemFile(entry.name)) return { entry, path, role: "other" };
    const found = inputType === "resourcepack" ? classifyPackPath(path) : classifyLooseImage(path, looseZip);
    const result: PlannedEntry = { entry, path, role: found.kind };
    if (found.textureType) result.textureType = found.textureType;
    return result;
  });
  if (looseZip) keepOneMaterialPerName(planned);
  let totalImages = 0;
  for (const item of planned) {
    if (item.role !== "material") continue;
    totalImages++;
    const normal = mapPath(item.path, "n");
    const specular = mapPath(item.path, "s");
    const mcmetaIndex = paths.get(`${item.path}.mcmeta`);
    const isLoose = inputType !== "resourcepack";
    // `_e` is the suffix every pack we know declares in optifine/emissive.properties; the file's name
    // beside its texture says what it is even where that declaration is missing.
    const emissiveIndex = isLoose ? undefined : paths.get(mapPath(item.path, "e"));
    item.material = {
      writeNormal: regenerate || !paths.has(normal),
      writeSpecular: regenerate || !paths.has(specular),
      // A zip's own files are kept as they are; a sequence's strip and, when the settings change its
      // colours, a single image become their base colour.
      writeBaseColor: isLoose && !looseZip && (inputType === "sequence" || (options.rewriteBaseColor ?? true)),
      ...(mcmetaIndex !== undefined ? { mcmetaIndex } : {}),
      ...(emissiveIndex !== undefined ? { emissiveIndex } : {}),
    };
    if (regenerate) {
      // The regenerated maps take these names, so the input's versions (and their mcmeta) step aside.
      for (const name of [normal, specular, `${normal}.mcmeta`, `${specular}.mcmeta`]) {
        const index = paths.get(name);
        const existing = index === undefined ? undefined : planned[index];
        if (existing) existing.role = "replaced";
      }
    }
  }
  if (wrapperFolder) {
    for (const item of planned) if (item.path === "") item.role = "replaced";
  }
  leaveOutCaseClashes(planned);
  return { inputType, wrapperFolder, entries: planned, totalImages, regenerateExisting: regenerate };
}

/**
 * Loose textures may hold `stone.png` and `stone.jpg` (or `Stone.png`) side by side, and both would write
 * `stone_n.png` (or a name differing only in case): the PNG (the one the game loads), else the first,
 * gets the maps; the other is copied as it is.
 */
function keepOneMaterialPerName(planned: PlannedEntry[]): void {
  const chosen = new Map<string, PlannedEntry>();
  for (const item of planned) {
    if (item.role !== "material") continue;
    // Ignoring case: `Stone.png` beside `stone.jpg` would write `Stone_n.png` and `stone_n.png`.
    const key = mapPath(item.path, "n").toLowerCase();
    const current = chosen.get(key);
    if (!current) chosen.set(key, item);
    else if (!current.path.endsWith(".png") && item.path.endsWith(".png")) {
      current.role = "other";
      chosen.set(key, item);
    } else item.role = "other";
  }
}

/** An entry's path in the output: the wrapper folder removed (a system file outside it keeps its name). */
function outputPath(name: string, wrapperFolder: string): string {
  return name.startsWith(wrapperFolder) ? name.slice(wrapperFolder.length) : name;
}

/** In single-image and sequence inputs every decodable image is a material, whatever its folder. */
function classifyLooseImage(path: string, inZip: boolean): { kind: PackPathKind; textureType?: TextureType } {
  if (!/\.(png|jpe?g|tga|tiff?|bmp|gif)$/i.test(path)) return { kind: "other" };
  // In a zip of textures, `_n`/`_s`/`_e` images are the maps some of them already have.
  if (inZip && classifyPackPath(path).kind === "map") return classifyPackPath(path);
  return { kind: "material", textureType: "albedo" };
}

/** A zip with images but nothing of a resource pack: no `pack.mcmeta` and no `assets/` folder in it. */
function isLooseTextureZip(entries: readonly ZipEntry[], wrapperFolder: string): boolean {
  // Two walks that stop early (a pack's first image answers the first, its first assets/ path the
  // second) rather than listing every file first.
  const isFile = (entry: ZipEntry) => !entry.isDirectory && !isSystemFile(entry.name);
  return (
    entries.some(
      (entry) => isFile(entry) && classifyLooseImage(outputPath(entry.name, wrapperFolder), true).kind === "material",
    ) &&
    !entries.some(
      (entry) => isFile(entry) && /(^|\/)(pack\.mcmeta$|assets\/)/.test(outputPath(entry.name, wrapperFolder)),
    )
  );
}

/**
 * What to tell someone whose resource pack has nothing to convert (say two packs zipped together, or
 * textures outside `assets/<namespace>/textures/block|item|entity`), rather than a silent success.
 */
export function nothingToConvertWarning(plan: Pick<PackPlan, "inputType" | "totalImages">): string | undefined {
  if (plan.inputType !== "resourcepack" || plan.totalImages > 0) return undefined;
  return "No textures to convert: a pack's textures live in assets/<namespace>/textures/block, item or entity (a zip holding several packs is not unwrapped; zip each pack on its own)";
}
