import { blobSource, type ConversionSettings, convertPack, defaultConversionSettings } from "@greenhouse/wasm-pipeline";
import { blobSink } from "../../../lib/blob-sink";
import { type ExportChoices, hasMaps } from "./export-choices";
import { copyWithoutMaps, type ProjectEntry, ProjectPackWriter } from "./pack-layout";
import { asPngTexture } from "./png-entries";

export interface BuiltPack {
  blob: Blob;
  /** JPEG/TGA/TIFF files that could not be read, packed as they came without maps. */
  unconverted: string[];
}

/**
 * Builds the project's LabPBR pack from its files as they arrive (`add`, then `finish`): JPEG, TGA and
 * TIFF are turned into PNG first (the only textures the game reads), the files are laid out as a pack
 * (`ProjectPackWriter`), which is converted with `settings` over the defaults (height generation per
 * the export choices), then the map kinds the user left out are dropped. The project's `.mcmeta` files
 * are in the pack the converter reads, so it makes an animated texture's missing maps frame by frame,
 * gives them the texture's animation, and marks the project's own pack.mcmeta as LabPBR. With both map
 * kinds off nothing is converted: the pack is the textures alone and does not declare LabPBR.
 *
 * Every stage writes to a Blob (`blobSink`) and reads the one before from a Blob by ranges, so memory
 * holds a file or two and a part of the archive at a time, not the project, its pack and a copy of each.
 * `projectPaths` are all the files the project lists, for the rule that a PNG beats a JPEG of its name.
 * Needs the codecs initialised.
 */
export class ProjectPackBuild {
  private readonly input = blobSink();
  private readonly layout: ProjectPackWriter;
  private readonly paths: ReadonlySet<string>;
  private readonly unreadable: string[] = [];

  constructor(
    projectName: string,
    projectPaths: readonly string[],
    private readonly choices: ExportChoices,
    private readonly settings: Partial<ConversionSettings>,
  ) {
    this.layout = new ProjectPackWriter(this.input.sink, projectName, hasMaps(choices));
    this.paths = new Set(projectPaths.map((path) => path.toLowerCase()));
  }

  async add(entry: ProjectEntry): Promise<void> {
    const texture = await asPngTexture(entry, this.paths);
    if (!texture) return;
    if (texture.unreadable) this.unreadable.push(entry.path);
    await this.layout.add(texture.entry);
  }

  /** `onProgress` hears how many of the pack's textures are converted, as the converter goes. */
  async finish(onProgress: (done: number, total: number) => void = () => undefined): Promise<BuiltPack> {
    await this.layout.finish();
    const unconverted = this.unreadable;
    const { choices } = this;
    if (!hasMaps(choices)) return { blob: this.input.blob(), unconverted };
    const converted = blobSink();
    await convertPack(
      blobSource(this.input.blob()),
      {
        ...defaultConversionSettings,
        ...this.settings,
        inputType: "resourcepack",
        generateHeight: choices.includeNormal && choices.generateHeight,
      },
      { sink: converted.sink, onProgress: (status) => onProgress(status.imagesProcessed, status.totalImages) },
    );
    if (choices.includeNormal && choices.includeSpecular) return { blob: converted.blob(), unconverted };
    const kept = blobSink();
    await copyWithoutMaps(blobSource(converted.blob()), kept.sink, choices);
    return { blob: kept.blob(), unconverted };
  }
}
