import {
  blobSource,
  defaultDecodeImageOptions,
  findOversizeTextures,
  type OversizeTexture,
} from "@greenhouse/wasm-pipeline";
import { imageSizeOf } from "./image-header";

/**
 * The largest texture a server job converts, as worker-api's MAX_TEXTURE_PIXELS: a bigger material does
 * not fit the Worker isolate's 128 MB. This device has no such limit (up to 8192x8192).
 */
export const SERVER_MAX_TEXTURE_PIXELS = 1024 * 1024;

export interface TextureSize {
  width: number;
  height: number;
}

/**
 * The size of an image the server would refuse to convert but this device can, read from its header;
 * null when it fits, is unreadable, or is over the device's budget too (8192x8192): no one converts
 * that, and the refusal says so instead of a note that it converts here.
 */
export async function tooLargeForServer(file: File): Promise<TextureSize | null> {
  const size = await imageSizeOf(file);
  if (!size) return null;
  const pixels = size.width * size.height;
  return pixels > SERVER_MAX_TEXTURE_PIXELS && pixels <= defaultDecodeImageOptions.maxPixels ? size : null;
}

/**
 * The textures of a resource pack the server would keep unchanged for their size, from their headers
 * (none when the zip cannot be read: validation and the conversion say what is wrong with it).
 */
export async function tooLargeInPack(file: File): Promise<OversizeTexture[]> {
  try {
    return await findOversizeTextures(blobSource(file), SERVER_MAX_TEXTURE_PIXELS);
  } catch {
    return [];
  }
}

const serverLimit = "more than the server converts (1024×1024 pixels)";

/** Why Generate Textures runs on this device for this image. */
export function onDeviceNote({ width, height }: TextureSize): string {
  return `${width}×${height} is ${serverLimit}, so Generate Textures converts it on this device.`;
}

/** What Generate Textures would leave out of a pack, and how to get everything converted. */
export function packNote(found: readonly OversizeTexture[]): string {
  const [first] = found;
  if (!first) return "";
  const example = `${first.path.slice(first.path.lastIndexOf("/") + 1)} (${first.width}×${first.height})`;
  return found.length === 1
    ? `${example} is ${serverLimit}: Generate Textures keeps it unchanged, Convert on this device gives it maps too.`
    : `${found.length} textures in this pack are ${serverLimit}, such as ${example}: Generate Textures keeps them unchanged, Convert on this device gives them maps too.`;
}
