import { strFromU8, strToU8 } from "fflate";

/** The `animation` section of a `<texture>.png.mcmeta`, as far as frame layout goes. */
export interface AnimationMeta {
  /** Frame width and height in pixels, when the file sets them. */
  width?: number;
  height?: number;
}

function parseJson(bytes: Uint8Array): unknown {
  // Some editors save JSON with a byte-order mark, which JSON.parse rejects.
  return JSON.parse(strFromU8(bytes).replace(/^\uFEFF/, ""));
}

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === "object" && v !== null && !Array.isArray(v);
const positiveInt = (v: unknown) => (typeof v === "number" && Number.isInteger(v) && v > 0 ? v : undefined);

/**
 * Reads the animation section of an mcmeta, or undefined when there is none: a `.mcmeta` holding only
 * `{"texture": {...}}` (blur/clamp settings) is not an animation. Unparsable JSON counts as none too.
 */
export function parseAnimation(bytes: Uint8Array): AnimationMeta | undefined {
  let json: unknown;
  try {
    json = parseJson(bytes);
  } catch {
    return undefined;
  }
  if (!isObject(json) || !isObject(json.animation)) return undefined;
  const width = positiveInt(json.animation.width);
  const height = positiveInt(json.animation.height);
  return { ...(width ? { width } : {}), ...(height ? { height } : {}) };
}

/**
 * Frame height of an animated strip, following the game: both sizes given win; one given keeps the
 * image's other dimension; none gives square frames of the smaller side. Returns undefined when the
 * result does not divide the image into whole frames (the game rejects such a strip too).
 */
export function frameHeightOf(animation: AnimationMeta, imageWidth: number, imageHeight: number): number | undefined {
  const side = Math.min(imageWidth, imageHeight);
  const height = animation.height ?? (animation.width ? imageHeight : side);
  if (height <= 0 || imageHeight % height !== 0) return undefined;
  return height;
}

/** The mark appended to a pack's description. */
export const labPbrMark = " (LabPBR)";

/**
 * Marks `pack.mcmeta`'s description as LabPBR, keeping everything else (pack_format, min/max_format,
 * supported_formats, filters, overlays). The description may be a string or JSON text (an object or
 * array). Returns undefined when the file is not JSON with a `pack` object, so callers keep the bytes.
 */
export function markPackDescription(bytes: Uint8Array): Uint8Array | undefined {
  let json: unknown;
  try {
    json = parseJson(bytes);
  } catch {
    return undefined;
  }
  if (!isObject(json) || !isObject(json.pack)) return undefined;
  const description = json.pack.description;
  if (
    typeof description === "string"
      ? description.includes("LabPBR")
      : JSON.stringify(description ?? "").includes("LabPBR")
  ) {
    return bytes;
  }
  let marked: unknown;
  if (description === undefined || description === null) marked = labPbrMark.trim();
  else if (typeof description === "string") marked = `${description}${labPbrMark}`;
  // A text-component array inherits the first element's style, so the mark reads as part of it.
  else if (Array.isArray(description)) marked = [...description, labPbrMark];
  else if (isObject(description)) {
    const extra = Array.isArray(description.extra) ? description.extra : [];
    marked = { ...description, extra: [...extra, labPbrMark] };
  } else marked = [description, labPbrMark];
  const pack = { ...json.pack, description: marked };
  return strToU8(`${JSON.stringify({ ...json, pack }, null, 2)}\n`);
}

/**
 * Takes the LabPBR mark back off `pack.mcmeta`'s description (what {@link markPackDescription} added,
 * and a trailing " (LabPBR 1.3)"), for a pack that ends up with no `_n`/`_s` maps and so must not say
 * it is one. Other descriptions that merely name LabPBR are the author's words and stay. Returns the
 * bytes unchanged when there is no mark or the file is not JSON with a `pack` object.
 */
export function unmarkPackDescription(bytes: Uint8Array): Uint8Array {
  let json: unknown;
  try {
    json = parseJson(bytes);
  } catch {
    return bytes;
  }
  if (!isObject(json) || !isObject(json.pack)) return bytes;
  const description = json.pack.description;
  const mark = /\s*\(LabPBR(?: 1\.3)?\)\s*$/;
  const isMark = (part: unknown) => typeof part === "string" && part.trim() !== "" && part.replace(mark, "") === "";
  let unmarked: unknown = description;
  if (typeof description === "string") unmarked = description.replace(mark, "");
  else if (Array.isArray(description) && isMark(description.at(-1))) unmarked = description.slice(0, -1);
  else if (isObject(description) && Array.isArray(description.extra) && isMark(description.extra.at(-1))) {
    const extra = description.extra.slice(0, -1);
    const { extra: _, ...rest } = description;
    unmarked = extra.length > 0 ? { ...rest, extra } : rest;
  }
  if (unmarked === description) return bytes;
  const pack = { ...json.pack, description: unmarked };
  return strToU8(`${JSON.stringify({ ...json, pack }, null, 2)}\n`);
}

/** A pack.mcmeta for inputs that have none (the game needs one to list the pack). */
export function newPackMeta(packFormat = 34): Uint8Array {
  const meta = { pack: { pack_format: packFormat, description: `Converted by Greenhouse${labPbrMark}` } };
  return strToU8(`${JSON.stringify(meta, null, 2)}\n`);
}

/**
 * `assets/minecraft/optifine/texture.properties` declaring LabPBR 1.3: an existing file keeps its other
 * lines and gets its `format` replaced; otherwise the file is just the declaration.
 */
export function declareLabPbr(existing?: Uint8Array): Uint8Array {
  const declaration = "format=lab-pbr/1.3";
  if (!existing) return strToU8(`${declaration}\n`);
  const lines = strFromU8(existing)
    .replace(/^\uFEFF/, "")
    .split(/\r?\n/);
  let replaced = false;
  const kept = lines.map((line) => {
    if (/^\s*format\s*[=:]/.test(line)) {
      replaced = true;
      return declaration;
    }
    return line;
  });
  if (!replaced) {
    while (kept.length > 0 && kept[kept.length - 1] === "") kept.pop();
    kept.push(declaration, "");
  }
  return strToU8(kept.join("\n"));
}
