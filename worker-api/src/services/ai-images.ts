import {
  decodeImage,
  encodePng,
  ImageDecodeError,
  isPng,
  type MapType,
  readPngHeader,
  resizeTexture,
  resizeWithPixelBlend,
} from "@greenhouse/wasm-pipeline";
import { initWorkerCodecs } from "@greenhouse/wasm-pipeline/runtime/workers";
import { ApiError } from "../lib/errors.js";
import { type AiSettings, aiServerFailed } from "./ai-outbound.js";

/** A generated texture is at most 512², so 4 MB of base64 is far more than a real one needs. */
export const MAX_SOURCE_BASE64 = 4 * 1024 * 1024;
export const MAX_SOURCE_SIDE = 1024;

const base64Png = /^iVBORw0KGgo[A-Za-z0-9+/=]*$/;

/**
 * The PNGs of a WebUI answer (`{images: [base64...]}`) as data URLs; an answer without PNG images is the
 * server's failure (502), whatever it says.
 */
export function webUiImages(answer: unknown, settings: AiSettings, server: URL): string[] {
  const images = (answer as { images?: unknown } | null)?.images;
  if (
    !Array.isArray(images) ||
    images.length === 0 ||
    !images.every((image) => typeof image === "string" && base64Png.test(image))
  ) {
    throw aiServerFailed(settings, server, "its answer holds no PNG images");
  }
  return images.map((image) => `data:image/png;base64,${image}`);
}

const notPng = () => new ApiError(400, "invalid_image", "The source image must be a PNG of at most 1024×1024");
const unreadableSource = () =>
  new ApiError(
    422,
    "unreadable_image",
    "The source image could not be read: its PNG data is damaged or incomplete. Save it again and retry.",
  );

const fitsSource = ({ width, height }: { width: number; height: number }) =>
  width >= 1 && height >= 1 && width <= MAX_SOURCE_SIDE && height <= MAX_SOURCE_SIDE;

/** Width and height from the IHDR alone: what a PNG cut off (or damaged) after its header still tells. */
function ihdrSize(bytes: Uint8Array): { width: number; height: number } | undefined {
  if (!isPng(bytes) || bytes.length < 33 || String.fromCharCode(...bytes.subarray(12, 16)) !== "IHDR") return;
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  return { width: view.getUint32(16), height: view.getUint32(20) };
}

/** The raw base64 of a PNG sent as a data URL or bare base64, with its size checked from the header. */
export function sourcePng(image: string): { base64: string; bytes: Uint8Array; width: number; height: number } {
  const base64 = image.replace(/^data:image\/png;base64,/, "");
  if (base64.length > MAX_SOURCE_BASE64 || !/^[A-Za-z0-9+/]+={0,2}$/.test(base64)) throw notPng();
  let bytes: Uint8Array;
  try {
    bytes = Uint8Array.from(atob(base64), (char) => char.charCodeAt(0));
  } catch {
    throw notPng();
  }
  let header: { width: number; height: number };
  try {
    header = readPngHeader(bytes);
  } catch {
    // A PNG whose header reads but whose chunks are truncated is a damaged image (422, as decoding
    // one answers), not a wrong kind of file; one too large is refused for its size first.
    const head = ihdrSize(bytes);
    if (!head || !fitsSource(head)) throw notPng();
    throw unreadableSource();
  }
  if (!fitsSource(header)) throw notPng();
  return { base64, bytes, width: header.width, height: header.height };
}

/**
 * Decodes the source through the pipeline's checked decoder: `sourcePng` read only the header, and a
 * valid header over scrambled data made the PNG codec throw a bare `unwrap_throw` (a 500).
 * @throws ApiError 422 `unreadable_image`, as the uploads answer an image that does not decode.
 */
async function decodeSource(bytes: Uint8Array) {
  try {
    return await decodeImage(bytes, { filename: "source.png", maxPixels: MAX_SOURCE_SIDE * MAX_SOURCE_SIDE });
  } catch (error) {
    if (!(error instanceof ImageDecodeError)) throw error;
    // The codec's own reason (`unwrap_throw` failed) means nothing to a person; the header was fine, so
    // what is wrong is the data after it.
    throw unreadableSource();
  }
}

/** How Upscale resamples: automatic (pixel-art aware Lanczos), one filter, or Lanczos with a pixel-perfect blend. */
export const upscaleMethods = ["auto", "nearest", "linear", "cubic", "lanczos", "lanczos-pixel"] as const;
export type UpscaleMethod = (typeof upscaleMethods)[number];

export interface UpscaleOptions {
  /** Which LabPBR map the image is: normals are renormalised, `_s` keeps metal ids and emission exact. */
  mapType: MapType;
  method: UpscaleMethod;
  /** For `lanczos-pixel`: how much of the pixel-perfect pass shows, 0..100. */
  blend: number;
}

/**
 * Upscales a texture with the pipeline's resize (the same filters Advanced Processing uses). `auto` is
 * pixel-art aware, so a 16² block texture stays crisp while a painted one is filtered; the AI panel's
 * advanced settings pick a method per texture type instead.
 */
export async function upscalePng(
  bytes: Uint8Array,
  size: number,
  options: UpscaleOptions = { mapType: "baseColor", method: "auto", blend: 50 },
): Promise<Uint8Array> {
  const { mapType, method, blend } = options;
  if (method === "lanczos-pixel" && mapType !== "baseColor") {
    throw new ApiError(
      400,
      "invalid_input",
      "Lanczos with a pixel-perfect blend is for albedo; choose another method for normal and specular maps",
    );
  }
  await initWorkerCodecs();
  const image = await decodeSource(bytes);
  const scale = size / Math.max(image.width, image.height);
  const width = Math.max(1, Math.round(image.width * scale));
  const height = Math.max(1, Math.round(image.height * scale));
  const resized =
    method === "lanczos-pixel"
      ? await resizeWithPixelBlend(image, width, height, blend / 100)
      : await resizeTexture(image, {
          width,
          height,
          mapType,
          interpolation: method === "auto" ? "lanczos" : method,
          pixelArtAware: method === "auto",
        });
  return encodePng(resized);
}
