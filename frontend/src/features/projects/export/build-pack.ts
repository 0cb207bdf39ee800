import {
  bytesSource,
  type ConversionSettings,
  convertPack,
  defaultConversionSettings,
  memorySink,
} from "@greenhouse/wasm-pipeline";
import { type ExportChoices, hasMaps } from "./export-choices";
import { filterMaps, type ProjectEntry, projectToPackZip, texturesOnlyZip } from "./pack-layout";
import { withPngTextures } from "./png-entries";

export interface BuiltPack {
  zip: Uint8Array;
  /** JPEG/TGA/TIFF files that could not be read, packed as they came without maps. */
  unconverted: string[];
}

/**
 * The project's files as a pack (JPEG, TGA and TIFF turned into PNG first, the only textures the game
 * reads), converted with `settings` over the defaults (height generation per the export choices),
 * then the map kinds the user left out are dropped. The project's `.mcmeta` files are in the pack the
 * converter reads, so it makes an animated texture's missing maps frame by frame, gives them the
 * texture's animation, and marks the project's own pack.mcmeta as LabPBR. With both map kinds off
 * nothing is converted: the pack is the textures alone and does not declare LabPBR (texturesOnlyZip).
 * Needs the codecs initialised.
 */
export async function buildProjectPack(
  projectName: string,
  entries: readonly ProjectEntry[],
  choices: ExportChoices,
  settings: Partial<ConversionSettings>,
): Promise<BuiltPack> {
  const textures = await withPngTextures(entries);
  if (!hasMaps(choices))
    return { zip: texturesOnlyZip(projectName, textures.entries), unconverted: textures.unreadable };
  const out = memorySink();
  await convertPack(
    bytesSource(projectToPackZip(projectName, textures.entries)),
    {
      ...defaultConversionSettings,
      ...settings,
      inputType: "resourcepack",
      generateHeight: choices.includeNormal && choices.generateHeight,
    },
    { sink: out.sink },
  );
  return { zip: filterMaps(out.bytes(), choices), unconverted: textures.unreadable };
}
