import type { FileRules } from "../../../components/file-checks";

/** The analyser takes one image: PNG, JPG, TGA or BMP (spec section 5, "Texture analysis"). */
export const qualityFileRules: FileRules = {
  extensions: [".png", ".jpg", ".jpeg", ".tga", ".bmp"],
  maxFiles: 1,
  maxBytes: 200 * 1024 * 1024,
  // A 0-byte file is let through so the analyser answers with the spec's 'Empty file' message rather
  // than the drop zone's generic "is too small".
  minBytes: 0,
};

/** The selected file's size as the spec shows it: in KB, two decimals ("0.27 KB", "1536.00 KB"). */
export function formatKilobytes(bytes: number): string {
  return `${(bytes / 1024).toFixed(2)} KB`;
}

export type ReportFormat = "markdown" | "json";

/** "stone.png" -> "stone-quality-report.md" (or .json): names the texture, never overwrites it. */
export function reportFileName(textureName: string, format: ReportFormat): string {
  const base = textureName.replace(/\.[^./\\]+$/, "") || "texture";
  return `${base}-quality-report.${format === "markdown" ? "md" : "json"}`;
}
