import {
  ownArchiveLimits,
  projectPackPath,
  readCentralDirectory,
  unmarkPackDescription,
  type ZipSink,
  type ZipSource,
  ZipWriter,
} from "@greenhouse/wasm-pipeline";
import { strToU8 } from "fflate";
import type { ExportChoices } from "./export-choices";

/** A project file's bytes at its project path. */
export interface ProjectEntry {
  path: string;
  bytes: Uint8Array;
}

export type { ExportChoices } from "./export-choices";

const isNormalMap = (path: string) => /_n\.png(\.mcmeta)?$/i.test(path);
const isSpecularMap = (path: string) => /_s\.png(\.mcmeta)?$/i.test(path);

/**
 * pack.mcmeta for a project that has none (1.21-1.21.1 format; the description names the project, and
 * says LabPBR 1.3 only when the pack has maps).
 */
export function packMcmeta(projectName: string, labPbr = true): string {
  const description = labPbr ? `${projectName} (LabPBR 1.3)` : projectName;
  return `${JSON.stringify({ pack: { pack_format: 34, description } }, null, 2)}\n`;
}

/**
 * Lays the project's files out, one at a time as they arrive, as a resource pack archive the converter
 * can read: the pack's own pack.mcmeta (a converted pack's, stored at the project's root) stays at the
 * root, every other file, animation `.mcmeta`s included, goes to its pack path beside its texture, and
 * a project without a pack.mcmeta gets one. Each file goes to the sink as it is added, so a large
 * project is never held whole.
 *
 * With `labPbr` false (an export with both map kinds off) it is the textures alone, as a plain resource
 * pack: no `_n`/`_s` (the project's own are left out too) and a pack.mcmeta that does not claim LabPBR
 * (a converted pack's stored one loses its mark). Declaring `format=lab-pbr/1.3` for a pack without a
 * single map told shaders to look for maps that are not there.
 */
export class ProjectPackWriter {
  private readonly zip: ZipWriter;
  private hasPackMcmeta = false;

  constructor(
    sink: ZipSink,
    private readonly projectName: string,
    private readonly labPbr = true,
  ) {
    this.zip = new ZipWriter(sink);
  }

  async add(entry: ProjectEntry): Promise<void> {
    if (!this.labPbr && (isNormalMap(entry.path) || isSpecularMap(entry.path))) return;
    const name = entry.path === "pack.mcmeta" ? entry.path : projectPackPath(entry.path);
    // Two project paths can name one pack path (`stone.png` and the whole path of a block's stone): the
    // first is kept, as a zip may hold a name only once.
    if (this.zip.has(name)) return;
    const isPackMcmeta = name === "pack.mcmeta";
    const bytes = isPackMcmeta && !this.labPbr ? unmarkPackDescription(entry.bytes) : entry.bytes;
    // Stored: the converter reads it once, and its PNGs are compressed already.
    await this.zip.addFile(name, bytes, { compress: false });
    if (isPackMcmeta) this.hasPackMcmeta = true;
  }

  async finish(): Promise<void> {
    if (!this.hasPackMcmeta) {
      await this.zip.addFile("pack.mcmeta", strToU8(packMcmeta(this.projectName, this.labPbr)), { compress: false });
    }
    await this.zip.finish();
  }
}

/**
 * Copies a converted pack without the map kinds the export settings leave out (and their animation
 * files), entry by entry and still compressed.
 */
export async function copyWithoutMaps(source: ZipSource, sink: ZipSink, choices: ExportChoices): Promise<void> {
  const leftOut = (path: string) =>
    (!choices.includeNormal && isNormalMap(path)) || (!choices.includeSpecular && isSpecularMap(path));
  const entries = await readCentralDirectory(source, ownArchiveLimits);
  const writer = new ZipWriter(sink);
  for (const entry of entries) if (!leftOut(entry.name)) await writer.copyEntry(source, entry);
  await writer.finish();
}
