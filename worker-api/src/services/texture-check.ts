import {
  type DecodedImage,
  isPng,
  readPngHeader,
  type ValidationIssue,
  validateTexture,
} from "@greenhouse/wasm-pipeline";
import type { NewIssue } from "../db/project-files.js";
import { MAX_DECODED_IMAGE_BYTES } from "../lib/upload-limits.js";
import type { SniffedImage } from "./image-sniff.js";
import { MAX_VALIDATION_PIXELS } from "./jobs-engine/texture-limits.js";

const isPowerOfTwo = (n: number) => n > 0 && (n & (n - 1)) === 0;

export interface TextureCheck {
  status: "completed" | "error";
  validationScore: number;
  errorMessage: string | null;
  issues: NewIssue[];
}

/**
 * Checks a file added to a project by hand as a conversion checks the files it adds: the pipeline's
 * validator over the decoded pixels (format, size, naming, alpha, and for `_n`/`_s` the normal
 * length, height, F0/metal ids and emission). An image too large for the server to decode
 * (`checkUploadedImage` returned null: its file is big, or was streamed to R2 unread) gets the header
 * checks and says so.
 */
export function checkProjectTexture(
  path: string,
  sniffed: SniffedImage,
  decoded: { image: DecodedImage; bytes: Uint8Array } | null,
): TextureCheck {
  if (!decoded) {
    const check = checkTexture(path, sniffed);
    return {
      ...check,
      issues: [
        ...check.issues,
        {
          level: "info",
          message: `Checked from its header only: the server reads the pixels of images up to ${Math.sqrt(MAX_VALIDATION_PIXELS)}x${Math.sqrt(MAX_VALIDATION_PIXELS)} in files up to ${MAX_DECODED_IMAGE_BYTES / 2 ** 20} MB`,
          suggestion: "Convert on this device checks every pixel of it; or scale it to 2048x2048 or less",
        },
      ],
    };
  }
  const { bytes } = decoded;
  const header = isPng(bytes) ? readPngHeader(bytes) : undefined;
  const { issues } = validateTexture({
    path,
    image: decoded.image.image,
    fileSize: bytes.length,
    ...(header ? { header } : {}),
  });
  return summarise(issues.map(storedIssue));
}

function storedIssue(issue: ValidationIssue): NewIssue {
  return { level: issue.level, message: issue.message, suggestion: issue.suggestion };
}

/**
 * The quick LabPBR checks that need only a file's name and header: PNG required, power-of-two size,
 * map suffix naming. Score: 100 minus 40 per error and 10 per warning (never below 0).
 */
export function checkTexture(path: string, image: SniffedImage): TextureCheck {
  const issues: NewIssue[] = [];
  if (image.mime !== "image/png") {
    issues.push({
      level: "error",
      message: "LabPBR textures must be PNG files",
      suggestion: "Convert the file to PNG",
    });
  } else if (image.width && image.height && (!isPowerOfTwo(image.width) || !isPowerOfTwo(image.height))) {
    issues.push({
      level: "error",
      message: `Resolution ${image.width}x${image.height} is not a power of two`,
      suggestion: "Resize to 16, 32, 64, 128, 256, 512, 1024 or 2048 pixels per side",
    });
  }
  const base = path.split("/").pop() ?? path;
  const suffix = /_([a-z])\.[a-z]+$/i.exec(base)?.[1];
  if (suffix && !["n", "s", "e"].includes(suffix.toLowerCase())) {
    issues.push({
      level: "warning",
      message: `Unknown map suffix _${suffix}`,
      suggestion: "LabPBR maps end in _n (normal) or _s (specular)",
    });
  }
  return summarise(issues);
}

/** Status, score (100 minus 40 per error and 10 per warning, never below 0) and first error of a file. */
function summarise(issues: NewIssue[]): TextureCheck {
  const errors = issues.filter((issue) => issue.level === "error");
  const warnings = issues.filter((issue) => issue.level === "warning");
  return {
    status: errors.length > 0 ? "error" : "completed",
    validationScore: Math.max(0, 100 - 40 * errors.length - 10 * warnings.length),
    errorMessage: errors[0]?.message ?? null,
    issues,
  };
}
