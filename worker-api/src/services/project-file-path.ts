import { isAbsoluteEntryName } from "@greenhouse/wasm-pipeline";
import { z } from "zod";
import { unsafeTextProblem } from "../lib/unsafe-text.js";

const PROJECT_FILE_EXTENSION = /\.(png|jpe?g|tiff?|tga)$/i;

/**
 * A valid path of a file inside a project, for files added by hand and by a conversion alike: it
 * becomes a folder tree, an export's zip entry and an activity line every collaborator reads, so
 * anything that could name something else or display as something else is refused, not repaired.
 */
const safeProjectPath = z
  .string()
  .trim()
  .min(1, "File path is required")
  .max(512, "File path must be at most 512 characters")
  .superRefine((path, ctx) => {
    const problem = unsafeTextProblem(path);
    if (problem) ctx.addIssue({ code: "custom", message: `File path must not contain ${problem}` });
  })
  .refine((path) => !path.includes("\\"), "File path must use '/' between folders, not '\\'")
  // The pipeline's own rule for pack entries: a path it would refuse to read back must not be exported.
  .refine((path) => !isAbsoluteEntryName(path), "File path must be relative, not start with '/' or a drive letter")
  .refine(
    (path) => !path.split("/").includes(""),
    "File path must not contain empty folder names ('//' or a trailing '/')",
  )
  .refine(
    (path) => !path.split("/").some((part) => part === ".." || part === "."),
    "File path must not contain '.' or '..' folder names",
  );

/** `safeProjectPath` that names one of the images a project holds: the rule for files added by hand. */
export const projectFilePath = safeProjectPath
  // The name decides how the file is validated and exported (a texture is a name ending in an image
  // extension); the bytes must then sniff as one of the project's image types.
  .refine(
    (path) => PROJECT_FILE_EXTENSION.test(path),
    "File path must end in .png, .jpg, .jpeg, .tif, .tiff or .tga (the PNG, JPG, TIFF and TGA images a project holds)",
  );

/**
 * The one unambiguous repair of a pack entry's path: `a//b` and `a/./b` both mean `a/b` in a zip.
 * A leading '/' is kept (an absolute path is refused, not made relative) and `..` is left for the
 * rule to refuse, since resolving it would move the file to another folder.
 */
export function normaliseEntryPath(path: string): string {
  return path
    .split("/")
    .filter((part, index) => part !== "." && (part !== "" || index === 0))
    .join("/");
}

/**
 * The JSON files a conversion keeps beside its textures: the pack's root `pack.mcmeta` and a texture's
 * (or map's) animation `.png.mcmeta`. Only conversions store them; uploads by hand stay images.
 */
const PROJECT_META_PATH = /(^pack\.mcmeta|\.png\.mcmeta)$/;

const convertedPath = safeProjectPath.refine(
  (path) => PROJECT_FILE_EXTENSION.test(path) || PROJECT_META_PATH.test(path),
  "File path must name a PNG, JPG, TIFF or TGA image, a texture's .png.mcmeta or the pack's pack.mcmeta",
);

/** A converted file's project path after `normaliseEntryPath`, or why it stays out of the project. */
export function convertedFilePath(originalPath: string): { path: string } | { problem: string } {
  const parsed = convertedPath.safeParse(normaliseEntryPath(originalPath));
  if (parsed.success) return { path: parsed.data };
  return { problem: parsed.error.issues[0]?.message ?? "File path is not valid" };
}
