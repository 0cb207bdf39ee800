import type { RawImage } from "@greenhouse/wasm-pipeline";
import { saveBlob } from "../../../lib/download";

/**
 * Encodes the edited bytes with the pipeline's PNG encoder, never through `canvas.toBlob`, whose
 * premultiplied, colour-managed path would change RGB under low alpha. The codec is loaded on first
 * export only; it runs on the page's thread (a 1024x1024 texture, the editor's largest, takes 13-36 ms).
 */
export async function encodeTexturePng(image: RawImage): Promise<Uint8Array> {
  const { encodePng } = await import("@greenhouse/wasm-pipeline");
  return encodePng(image);
}

/** `stone_edit` -> `stone_edit.png`; keeps names printable and never empty. */
export function pngFileName(name: string): string {
  const stem = [...name.trim().replace(/\.png$/i, "")]
    .map((char) => (char.charCodeAt(0) < 32 || '\\/:*?"<>|'.includes(char) ? "_" : char))
    .join("");
  return `${stem || "texture"}.png`;
}

/**
 * Whether the name field still names the linked Library item. Both sides go through `pngFileName`, as the
 * save does: comparing the cleaned field with the item's raw name made `evil<b>x.png` or `Stone.PNG` read
 * as renamed, so Save Texture added a duplicate instead of updating the item.
 */
export function namesLinkedItem(name: string, linkedName: string): boolean {
  return pngFileName(name) === pngFileName(linkedName);
}

/** Starts a browser download of bytes under a file name. */
export function downloadBytes(bytes: Uint8Array, fileName: string, type = "image/png"): void {
  saveBlob(new Blob([bytes as BlobPart], { type }), fileName);
}
