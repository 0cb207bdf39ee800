import type { PngHeader } from "../process/png-chunks.js";
import type { RawImage } from "../types.js";
import type { IssueLevel, ValidationIssue } from "./types.js";

/** Everything the texture rules look at; only `path` and `image` are required. */
export interface TextureInput {
  /** Path inside the pack (or the file name of a single texture). */
  path: string;
  /** Decoded RGBA8 pixels. */
  image: RawImage;
  /** Size of the encoded file in bytes, when known. */
  fileSize?: number;
  /** IHDR facts of the PNG file, when the bytes are available (alpha and bit depth are lost in RawImage). */
  header?: PngHeader;
  /** Text of `<path>.mcmeta`, when the texture has one. */
  mcmeta?: string;
  /** For `_n`/`_s` maps: the base texture's size and mcmeta. */
  base?: { width: number; height: number; mcmeta?: string };
}

/** Builds an issue; `extra` carries channel and value when there are such. */
export function makeIssue(
  level: IssueLevel,
  filename: string,
  message: string,
  suggestion: string,
  extra: Pick<ValidationIssue, "channel" | "value" | "missing"> = {},
): ValidationIssue {
  return { level, message, suggestion, filename, ...extra };
}

/** "12 of 256 pixels (4.7 %)" */
export function share(count: number, total: number): string {
  return `${count} of ${total} pixels (${((count / total) * 100).toFixed(1)} %)`;
}
