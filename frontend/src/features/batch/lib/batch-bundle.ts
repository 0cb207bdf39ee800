import { blobSource, ownArchiveLimits, readCentralDirectory, ZipWriter } from "@greenhouse/wasm-pipeline";
import { blobSink } from "../../../lib/blob-sink";
import { downloadName } from "../../../lib/jobs";

/** The name of Download all's zip. */
export const BUNDLE_NAME = "greenhouse-batch_labpbr.zip";

/**
 * One zip of many converted items: each item's zip unpacked into a folder named as its own download
 * (`stone_labpbr/`), so the bundle holds what the separate downloads would, without zips inside a zip.
 * Two items of the same name get "(2)", "(3)"... rather than overwriting each other. Entries are
 * copied still compressed, one at a time, into a Blob: a batch of large packs is never unpacked in
 * memory.
 */
export async function bundleOutputs(outputs: readonly { name: string; zip: Blob }[]): Promise<Blob> {
  const out = blobSink();
  const writer = new ZipWriter(out.sink);
  const used = new Map<string, number>();
  for (const { name, zip } of outputs) {
    const base = downloadName(name).replace(/\.zip$/, "");
    const count = (used.get(base.toLowerCase()) ?? 0) + 1;
    used.set(base.toLowerCase(), count);
    const folder = count === 1 ? base : `${base} (${count})`;
    const source = blobSource(zip);
    for (const entry of await readCentralDirectory(source, ownArchiveLimits)) {
      if (!entry.name.endsWith("/")) await writer.copyEntry(source, entry, `${folder}/${entry.name}`);
    }
  }
  await writer.finish();
  return out.blob();
}
