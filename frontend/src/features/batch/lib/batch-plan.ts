import {
  ANIMATION_EXTENSION,
  emptyFileNotice,
  extensionOf,
  MAX_UPLOAD_BYTES,
  type Notice,
  tooLargeNotice,
} from "../../greenhouse/lib/file-checks";
import type { BatchItem, BatchProblem, BatchValidation } from "./batch-queue";

/** The batch toggles of the product spec (section 4) with its defaults. */
export interface BatchToggles {
  /** Recognise packs and existing LabPBR maps from the file name instead of treating every image as albedo. */
  autoDetect: boolean;
  /** Do not convert what already has its output (converted earlier in this queue, or its maps were queued). */
  skipExisting: boolean;
  /** Check the generated maps against LabPBR 1.3 and report the findings per item. */
  validateAfter: boolean;
}

export const defaultBatchToggles: BatchToggles = { autoDetect: true, skipExisting: false, validateAfter: true };

/** What the batch drop zone takes (product spec, section 5), `.tif` with `.tiff` as Convert takes them. */
export const BATCH_EXTENSIONS = [".png", ".jpg", ".jpeg", ".gif", ".tiff", ".tif", ".tga", ".zip"] as const;
/** The picker also offers animation files, which join the image of the same name (batch-selection). */
export const BATCH_ACCEPT = [...BATCH_EXTENSIONS, ANIMATION_EXTENSION].join(",");

export function isBatchFile(name: string): boolean {
  return (BATCH_EXTENSIONS as readonly string[]).includes(extensionOf(name));
}

export const batchTypeNotice: Notice = {
  title: "Invalid file type",
  description: "The batch takes PNG, JPG, GIF, TIFF, TGA or ZIP files.",
};

/** The spec's client checks for one dropped file (type, then size, then emptiness), or null when it may be queued. */
export function checkBatchFile(file: { name: string; size: number }): Notice | null {
  if (!isBatchFile(file.name)) return batchTypeNotice;
  if (file.size > MAX_UPLOAD_BYTES) return tooLargeNotice;
  if (file.size === 0) return emptyFileNotice;
  return null;
}

/** Why checkBatchFile refuses a file, in the few words a toast listing many files can afford. */
const shortReasons = new Map<Notice, string>([
  [batchTypeNotice, "unsupported type"],
  [tooLargeNotice, "over 200MB"],
  [emptyFileNotice, "empty file"],
]);

/**
 * The toast line for refused files, grouped by reason so each file is named with its own: "Skipped
 * empty.png (empty file); notes.txt (unsupported type)." A group names its first file and counts the
 * rest ("a.txt and 12 more"), so 50 refused files still take one short line. A file may bring its own
 * reason (an animation file names the image it wanted); else checkBatchFile's is used.
 */
export function skippedText(rejected: readonly { name: string; size: number; reason?: string }[]): string {
  const groups = new Map<string, string[]>();
  for (const file of rejected) {
    const notice = file.reason ? null : checkBatchFile(file);
    const reason = file.reason ?? (notice ? (shortReasons.get(notice) ?? notice.title.toLowerCase()) : null);
    if (!reason) continue;
    groups.set(reason, [...(groups.get(reason) ?? []), file.name]);
  }
  const parts = [...groups].map(([reason, names]) => {
    const more = names.length > 1 ? ` and ${names.length - 1} more` : "";
    return `${names[0]}${more} (${reason})`;
  });
  return parts.length > 0 ? `Skipped ${parts.join("; ")}.` : "";
}

/** LabPBR's map suffixes: a file named like this is already a material map, not an albedo. */
const mapSuffix = /_(n|s|e)\.[a-z]+$/i;

/** The albedo name a map belongs to (`stone_n.png` -> `stone`), or null for a base texture. */
export function mapBaseName(name: string): string | null {
  const match = mapSuffix.exec(name);
  return match ? name.slice(0, match.index).toLowerCase() : null;
}

function baseName(name: string): string {
  const dot = name.lastIndexOf(".");
  return (dot < 0 ? name : name.slice(0, dot)).toLowerCase();
}

export type ItemPlan = { action: "convert"; inputType: "single" | "resourcepack" } | { action: "skip"; reason: string };

/**
 * Decides how one item runs under the toggles. `items` is the whole queue, so a skip can point at the
 * earlier item or the queued maps that make it redundant.
 */
export function planItem(item: BatchItem, items: readonly BatchItem[], toggles: BatchToggles): ItemPlan {
  const isPack = extensionOf(item.name) === ".zip";
  if (toggles.autoDetect && !isPack && mapBaseName(item.name) !== null) {
    return { action: "skip", reason: "Already a LabPBR map (detected from its name), not an albedo texture" };
  }
  if (toggles.skipExisting) {
    const earlier = items.find(
      (other) =>
        other.id !== item.id &&
        other.status === "completed" &&
        other.skipped === null &&
        other.name.toLowerCase() === item.name.toLowerCase(),
    );
    if (earlier) return { action: "skip", reason: "Already converted earlier in this queue" };
    if (!isPack) {
      const base = baseName(item.name);
      const maps = new Set(items.map((other) => other.name.toLowerCase()).filter((n) => mapBaseName(n) === base));
      const hasNormal = [...maps].some((n) => /_n\.[a-z]+$/.test(n));
      const hasSpecular = [...maps].some((n) => /_s\.[a-z]+$/.test(n));
      if (hasNormal && hasSpecular) return { action: "skip", reason: "Its _n and _s maps are already in the queue" };
    }
  }
  // A .zip is always a pack, detection or not (spec section 4: a .zip forces resourcepack).
  return { action: "convert", inputType: isPack ? "resourcepack" : "single" };
}

/** The most problem files an item keeps for its list (a pack can have thousands of textures). */
export const MAX_LISTED_PROBLEMS = 50;

interface ValidatedFile {
  originalPath?: string;
  validationStatus: string;
  validationIssues?: readonly { level: string; message: string }[];
}

/** Counts what the pipeline's per-file validation found in a converted item's textures, and lists it. */
export function summariseValidation(files: readonly ValidatedFile[]): BatchValidation {
  const listed = (level: "error" | "warning"): BatchProblem[] =>
    files
      .filter((file) => file.validationStatus === level)
      .map((file) => ({
        path: file.originalPath ?? "",
        level,
        message: file.validationIssues?.find((issue) => issue.level === level)?.message ?? level,
      }));
  const problems = [...listed("error"), ...listed("warning")].slice(0, MAX_LISTED_PROBLEMS);
  return {
    textures: files.length,
    warnings: files.filter((file) => file.validationStatus === "warning").length,
    errors: files.filter((file) => file.validationStatus === "error").length,
    ...(problems.length > 0 ? { problems } : {}),
  };
}
