import type { ImageDecodeError } from "@greenhouse/wasm-pipeline";
import type { Notice } from "./upload";

/** What the pipeline read a file as, in the names the upload rules use. */
const formatNames: Record<string, string> = {
  png: "PNG",
  jpeg: "JPG",
  tiff: "TIFF",
  tga: "TGA",
  bmp: "BMP",
  gif: "GIF",
};

/** The format a name promises, as `formatNames` spells it. */
function promisedFormat(fileName: string): string | undefined {
  const extension = fileName.toLowerCase().slice(fileName.lastIndexOf(".") + 1);
  return { png: "PNG", jpg: "JPG", jpeg: "JPG", tiff: "TIFF", tif: "TIFF", tga: "TGA" }[extension];
}

/**
 * A sentence for a person about a texture the pipeline could not read: "This PNG is damaged: ..." for a
 * file of the right type whose data is broken, as the server answers its upload. The decoder's message
 * is kept (it says what is wrong) except for a codec's internal words ("unwrap_throw failed"), which
 * say nothing to anyone picking a texture.
 */
export function textureProblem(error: Pick<ImageDecodeError, "code" | "filename" | "message">): string {
  const problem = error.message.startsWith(`${error.filename}: `)
    ? error.message.slice(error.filename.length + 2)
    : error.message;
  const format = promisedFormat(error.filename);
  if (error.code === "unsupported_format") return "This file is not a PNG, JPG, TIFF or TGA image";
  if (error.code === "too_large") return `This texture is too large to convert: ${problem}`;
  const plain = problem.replace(/ \([^)]*unwrap_throw[^)]*\)/, "");
  return `This ${format ?? "image"} is damaged: ${plain}`;
}

/**
 * The refusal for an image whose bytes are another format than its name says (a JPEG saved as
 * `stone.png`), which the upload would refuse too; null when they agree.
 */
export function formatMismatch(fileName: string, format: string): string | null {
  const promised = promisedFormat(fileName);
  const actual = formatNames[format] ?? format.toUpperCase();
  return promised === undefined || promised === actual ? null : `This file contains ${actual} data, not ${promised}`;
}

/**
 * The refusal for a texture this device could not decode when the page previewed it: Generate Textures
 * would upload it only for its job to fail, so the toast names the file and says why before anything is
 * sent, as Quick Convert refuses the same file. `error` is the decoder's code and message.
 */
export function unreadableTextureNotice(fileName: string, error: Pick<ImageDecodeError, "code" | "message">): Notice {
  const problem = textureProblem({ ...error, filename: fileName });
  const damaged = error.code === "corrupt" || error.code === "truncated";
  return {
    title: `${fileName} cannot be converted`,
    description: `${problem}.${damaged ? " Re-export it from your image editor." : ""}`,
  };
}
