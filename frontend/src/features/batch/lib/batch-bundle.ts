import { unzipSync, zipSync } from "fflate";
import { downloadName } from "../../../lib/jobs";

/** The name of Download all's zip. */
export const BUNDLE_NAME = "greenhouse-batch_labpbr.zip";

/**
 * One zip of many converted items: each item's zip unpacked into a folder named as its own download
 * (`stone_labpbr/`), so the bundle holds what the separate downloads would, without zips inside a zip.
 * Two items of the same name get "(2)", "(3)"... rather than overwriting each other.
 */
export function bundleOutputs(outputs: readonly { name: string; zip: Uint8Array }[]): Uint8Array {
  const entries: Record<string, Uint8Array> = {};
  const used = new Map<string, number>();
  for (const { name, zip } of outputs) {
    const base = downloadName(name).replace(/\.zip$/, "");
    const count = (used.get(base.toLowerCase()) ?? 0) + 1;
    used.set(base.toLowerCase(), count);
    const folder = count === 1 ? base : `${base} (${count})`;
    for (const [path, bytes] of Object.entries(unzipSync(zip))) {
      if (!path.endsWith("/")) entries[`${folder}/${path}`] = bytes;
    }
  }
  // The maps are PNGs, compressed already: storing them keeps a large bundle quick to build.
  return zipSync(entries, { level: 0 });
}
