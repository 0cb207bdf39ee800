import type { NewIssue } from "../db/project-files.js";
import type { SniffedImage } from "./image-sniff.js";

const isPowerOfTwo = (n: number) => n > 0 && (n & (n - 1)) === 0;

export interface TextureCheck {
  status: "completed" | "error";
  validationScore: number;
  errorMessage: string | null;
  issues: NewIssue[];
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
  const errors = issues.filter((issue) => issue.level === "error");
  const warnings = issues.filter((issue) => issue.level === "warning");
  return {
    status: errors.length > 0 ? "error" : "completed",
    validationScore: Math.max(0, 100 - 40 * errors.length - 10 * warnings.length),
    errorMessage: errors[0]?.message ?? null,
    issues,
  };
}
