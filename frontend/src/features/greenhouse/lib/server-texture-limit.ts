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

/** The size of an image the server would refuse to convert, read from its header; null when it fits or is unreadable. */
export async function tooLargeForServer(file: File): Promise<TextureSize | null> {
  const size = await imageSizeOf(file);
  return size && size.width * size.height > SERVER_MAX_TEXTURE_PIXELS ? size : null;
}

/** Why Generate Textures runs on this device for this image. */
export function onDeviceNote({ width, height }: TextureSize): string {
  return `${width}×${height} is more than the server converts (1024×1024 pixels), so Generate Textures converts it on this device.`;
}
