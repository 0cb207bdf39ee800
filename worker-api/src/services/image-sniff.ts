import { isTga } from "@greenhouse/wasm-pipeline";

/** Image kinds recognised from their first bytes (the declared type and extension are not trusted). */
export type SniffedImage = { mime: string; extension: string; width?: number; height?: number };

const startsWith = (bytes: Uint8Array, signature: number[], at = 0) =>
  signature.every((value, index) => bytes[at + index] === value);

const ascii = (bytes: Uint8Array, at: number, length: number) =>
  String.fromCharCode(...bytes.subarray(at, at + length));

/** Returns the image type of `head` (at least the first 32 bytes of a file), or null if not an image. */
export function sniffImage(head: Uint8Array, fileName = ""): SniffedImage | null {
  if (startsWith(head, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]) && head.length >= 24) {
    const view = new DataView(head.buffer, head.byteOffset, head.byteLength);
    return { mime: "image/png", extension: "png", width: view.getUint32(16), height: view.getUint32(20) };
  }
  if (startsWith(head, [0xff, 0xd8, 0xff])) return { mime: "image/jpeg", extension: "jpg" };
  if (ascii(head, 0, 6) === "GIF87a" || ascii(head, 0, 6) === "GIF89a") return { mime: "image/gif", extension: "gif" };
  if (ascii(head, 0, 4) === "RIFF" && ascii(head, 8, 4) === "WEBP") return { mime: "image/webp", extension: "webp" };
  if (ascii(head, 0, 2) === "BM" && head.length >= 26) return { mime: "image/bmp", extension: "bmp" };
  if (startsWith(head, [0x49, 0x49, 0x2a, 0x00]) || startsWith(head, [0x4d, 0x4d, 0x00, 0x2a])) {
    return { mime: "image/tiff", extension: "tiff" };
  }
  // TGA has no magic number: accept it only with the extension and a header whose every field is valid
  // (the decoder's own test), so text that happens to start with a tab or newline is not taken for one.
  if (/\.tga$/i.test(fileName) && isTga(head)) {
    return { mime: "image/x-tga", extension: "tga" };
  }
  return null;
}

/** The extensions each sniffed type goes by; the first is the one a wrong name is given. */
const extensionsOfType: Record<string, readonly string[]> = {
  png: ["png"],
  jpg: ["jpg", "jpeg"],
  gif: ["gif"],
  webp: ["webp"],
  bmp: ["bmp"],
  tiff: ["tif", "tiff"],
  tga: ["tga"],
};

/**
 * The name with an extension that says what the bytes are: a PNG sent as "evil.html" is kept as
 * "evil.png", so a download saved to disk opens as the image it is and not as a page (a PNG with HTML
 * appended ran its script when the downloaded "evil.html" was opened).
 */
export function nameMatchingType(name: string, image: SniffedImage): string {
  const dot = name.lastIndexOf(".");
  const extension = dot > 0 ? name.slice(dot + 1).toLowerCase() : "";
  const allowed = extensionsOfType[image.extension] ?? [image.extension];
  if (allowed.includes(extension)) return name;
  return `${dot > 0 ? name.slice(0, dot) : name}.${allowed[0]}`;
}
