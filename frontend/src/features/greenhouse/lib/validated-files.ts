import type { IssueLevel, ValidationIssue, ValidationResult } from "@greenhouse/wasm-pipeline";
import { mapKindOf } from "./channels";

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
 * The validated files with the issues that name each, so "Check the files panel for details" (the
 * spec's toast) leads to them: every file of the result's details, plus any other file an issue names,
 * so each issue the toast counted has a row. Files with errors come first, then warnings, then the
 * rest, each group in the validator's order.
 */
export function validatedFiles(result: ValidationResult): ValidatedFile[] {
  const byPath = new Map<string, ValidationIssue[]>();
  for (const issue of result.issues) {
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

/**
 * The panel's count, in the Validation results' terms: "1604 textures of 1693 files", then the other files
 * listed because an issue names them ("+ 8 files with issues"). "Validated: 1612 of 1693 files listed" sat
 * beside "1604 textures of 1693 files" and read as a disagreement.
 */
export function validatedCountLabel(files: readonly Pick<ValidatedFile, "size">[], totalFiles: number): string {
  const textures = files.filter((file) => file.size !== null).length;
  const others = files.length - textures;
  const base = `${textures} ${textures === 1 ? "texture" : "textures"} of ${totalFiles} ${totalFiles === 1 ? "file" : "files"}`;
  return others === 0 ? base : `${base} + ${others} ${others === 1 ? "file" : "files"} with issues`;
}
