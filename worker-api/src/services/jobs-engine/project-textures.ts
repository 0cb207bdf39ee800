import { type PackPlan, readEntry, type TextureFile, type ZipSource } from "@greenhouse/wasm-pipeline";

/** One converted texture's files (albedo and maps) with their bytes, for attaching to a project. */
export interface ConvertedTexture {
  files: { file: TextureFile; bytes: Uint8Array }[];
}

/**
 * Groups a batch's results into textures (a base followed by its maps) with their bytes: generated
 * files from the writer, a kept PNG base from the input. Textures that got no maps are left out.
 */
export async function texturesFor(
  files: TextureFile[],
  captured: ReadonlyMap<string, Uint8Array>,
  plan: PackPlan,
  source: ZipSource,
): Promise<ConvertedTexture[]> {
  const byPath = new Map(plan.entries.map((item) => [item.path, item]));
  const textures: ConvertedTexture[] = [];
  let current: { base: TextureFile; maps: ConvertedTexture["files"] } | undefined;
  const flush = async () => {
    if (!current || current.maps.length === 0) return;
    const item = byPath.get(current.base.originalPath);
    const bytes =
      captured.get(current.base.originalPath) ??
      (item && !item.entry.isDirectory ? await readEntry(source, item.entry) : undefined);
    const isPng = bytes !== undefined && bytes[0] === 0x89 && bytes[1] === 0x50;
    textures.push({ files: [...(isPng ? [{ file: current.base, bytes }] : []), ...current.maps] });
  };
  for (const file of files) {
    if (file.textureType === "albedo") {
      await flush();
      current = { base: file, maps: [] };
      continue;
    }
    const bytes = captured.get(file.originalPath);
    if (current && bytes) current.maps.push({ file, bytes });
  }
  await flush();
  return textures;
}
