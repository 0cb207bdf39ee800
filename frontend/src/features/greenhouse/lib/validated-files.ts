import type { IssueLevel, ValidationIssue, ValidationResult } from "@greenhouse/wasm-pipeline";
import { mapKindOf } from "./channels";
import { formatCount } from "./format";

/** One file of a pack just validated, as the Files & Validation panel lists it. */
export interface ValidatedFile {
  path: string;
  /** Bytes; null for a file only an issue names (pack.mcmeta, a stray file), which has no detail. */
  size: number | null;
  textureType: "albedo" | "normal" | "specular" | "other";
  /** The worst level among its issues; "valid" with none, or only info notes. */
  status: "valid" | "warning" | "error";
  issues: ValidationIssue[];
}

const textureTypes = { base: "albedo", normal: "normal", specular: "specular" } as const;
const rank: Record<ValidatedFile["status"], number> = { error: 0, warning: 1, valid: 2 };

function worst(issues: readonly ValidationIssue[], fallback: ValidatedFile["status"]): ValidatedFile["status"] {
  const levels = new Set<IssueLevel>(issues.map((issue) => issue.level));
  if (levels.has("error")) return "error";
  if (levels.has("warning")) return "warning";
  return fallback;
}

function isImage(path: string): boolean {
  return /\.(png|jpe?g|tiff?|tga)$/i.test(path);
}

/**
 * An issue that the file it names is not there (no pack.mcmeta, no texture.properties declaration): a
 * finding about the pack, listed with the pack's issues, not as a row for a file the zip does not hold.
 * The validator marks these `missing`, so a reworded message cannot turn them back into rows.
 */
export function isMissingFileIssue(issue: Pick<ValidationIssue, "missing">): boolean {
  return issue.missing === true;
}

/** The issues about the pack as a whole that `validatedFiles` gives no row: see `isMissingFileIssue`. */
export function packIssues(result: ValidationResult): ValidationIssue[] {
  return result.issues.filter(isMissingFileIssue);
}

/**
 * The validated files with the issues that name each, so "Check the files panel for details" (the
 * spec's toast) leads to them: every file of the result's details, plus any other file an issue names,
 * so each issue the toast counted has a row, but for `packIssues` (a loose-texture zip listed a
 * "pack.mcmeta" row it does not have). Files with errors come first, then warnings, then the
 * rest, each group in the validator's order.
 */
export function validatedFiles(result: ValidationResult): ValidatedFile[] {
  const byPath = new Map<string, ValidationIssue[]>();
  for (const issue of result.issues) {
    if (isMissingFileIssue(issue)) continue;
    const list = byPath.get(issue.filename) ?? [];
    list.push(issue);
    byPath.set(issue.filename, list);
  }
  const rows: ValidatedFile[] = result.fileDetails.map((file) => {
    const issues = byPath.get(file.path) ?? [];
    byPath.delete(file.path);
    return {
      path: file.path,
      size: file.size,
      textureType: textureTypes[mapKindOf(file.path)],
      status: worst(issues, file.validation.isValid ? "valid" : "error"),
      issues,
    };
  });
  for (const [path, issues] of byPath) {
    rows.push({
      path,
      size: null,
      textureType: isImage(path) ? textureTypes[mapKindOf(path)] : "other",
      status: worst(issues, "valid"),
      issues,
    });
  }
  return rows
    .map((row, index) => ({ row, index }))
    .sort((a, b) => rank[a.row.status] - rank[b.row.status] || a.index - b.index)
    .map(({ row }) => row);
}

/** Case-insensitive match on the path; an empty query matches everything. */
export function filterValidatedFiles(files: readonly ValidatedFile[], query: string): ValidatedFile[] {
  const needle = query.trim().toLowerCase();
  return needle ? files.filter((file) => file.path.toLowerCase().includes(needle)) : [...files];
}

/** "1 texture (+2 maps)": `_n`/`_s` maps counted apart from textures, as the CLI's validate counts them. */
export function texturesLabel(textures: number, maps: number): string {
  return formatCount(textures, "texture") + (maps > 0 ? ` (+${formatCount(maps, "map")})` : "");
}

/** Validation Results' count of a result: "1 texture (+2 maps) of 3 files". */
export function resultTexturesLabel(result: Pick<ValidationResult, "textureFiles" | "totalFiles" | "fileDetails">) {
  const maps = result.fileDetails.filter((file) => mapKindOf(file.path) !== "base").length;
  return `${texturesLabel(result.textureFiles - maps, maps)} of ${formatCount(result.totalFiles, "file")}`;
}

/**
 * The panel's count, in the Validation results' terms: "1604 textures (+310 maps) of 1693 files", then the
 * other files listed because an issue names them ("+ 8 files with issues"). "Validated: 1612 of 1693 files
 * listed" sat beside "1604 textures of 1693 files" and read as a disagreement; and a single image's zip
 * read "3 textures" for one texture and its two maps.
 */
export function validatedCountLabel(
  files: readonly Pick<ValidatedFile, "size" | "textureType">[],
  totalFiles: number,
): string {
  const details = files.filter((file) => file.size !== null);
  const maps = details.filter((file) => file.textureType === "normal" || file.textureType === "specular").length;
  const base = `${texturesLabel(details.length - maps, maps)} of ${formatCount(totalFiles, "file")}`;
  const others = filesWithIssuesLabel(files);
  return others === "" ? base : `${base} ${others}`;
}

/**
 * The listed files that are not textures, only there because an issue names them ("+ 8 files with
 * issues"); empty when there are none. Alone where the texture count is already on screen (the phone
 * stacks the panel under Validation Results, and the same "1 texture of 1 file" read twice).
 */
export function filesWithIssuesLabel(files: readonly Pick<ValidatedFile, "size">[]): string {
  const others = files.filter((file) => file.size === null).length;
  return others === 0 ? "" : `+ ${formatCount(others, "file")} with issues`;
}
