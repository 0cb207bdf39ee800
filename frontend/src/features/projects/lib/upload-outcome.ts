import type { ToastAction } from "../../../components/toast";
import { fileProblem } from "../../../lib/format";
import type { ProjectFileProblem, RefusedPick } from "./project-file-checks";

/** One file the project refused (here or in the API), with its reason and any way on (a pack's Convert). */
export interface RefusedFile {
  name: string;
  message: string;
  action?: ToastAction;
}

export interface UploadOutcomeToast {
  title: string;
  description: string;
  variant?: "destructive";
  action?: ToastAction;
}

/**
 * The way on that one of the refused files offers, even when it is not the first named: a resource pack
 * among the picked files lost its "Convert into this project" behind an image or a text file.
 */
function wayOn(refused: readonly { action?: ToastAction }[]): { action?: ToastAction } {
  const action = refused.find((file) => file.action)?.action;
  return action ? { action } : {};
}

const textures = (count: number) => `${count} ${count === 1 ? "texture was" : "textures were"}`;

/** What went in: "2 textures were added to X", "1 texture was replaced in X", "2 added, 1 replaced in X". */
function stored(added: number, replaced: number, projectName: string): string {
  if (replaced === 0) return `${textures(added)} added to ${projectName}`;
  if (added === 0) return `${textures(replaced)} replaced in ${projectName}`;
  return `${added} added, ${replaced} replaced in ${projectName}`;
}

/**
 * The server deletes a replaced texture's animation `.mcmeta` when the new picture is a single frame of
 * it (it would cut a still picture into flickering frames); the person should know it is gone.
 */
function animationsNote(removed: readonly string[]): string {
  if (removed.length === 0) return "";
  const name = (path: string) => path.split("/").pop() ?? path;
  if (removed.length === 1)
    return ` Its animation ${name(removed[0] as string)} was removed: the new picture is a single frame.`;
  return ` ${removed.length} animations (.mcmeta) were removed: the new pictures are single frames.`;
}

/**
 * The toast after uploading several files to a project, one request each. A file at a path the
 * project already has replaces that file (the API says so), which the toast tells apart from new
 * ones. A refusal names its file and says what did go in, since the files around it still went in.
 */
export function uploadOutcomeToast(
  added: number,
  replaced: number,
  refused: readonly RefusedFile[],
  projectName: string,
  removedAnimations: readonly string[] = [],
): UploadOutcomeToast {
  if (refused.length === 0) {
    return {
      title: "Upload successful",
      description: `${stored(added, replaced, projectName)}.${animationsNote(removedAnimations)}`,
    };
  }
  const [first] = refused as [RefusedFile];
  const others = refused.length > 1 ? ` (and ${refused.length - 1} more)` : "";
  const reason = `${fileProblem(first.name, first.message)}${others}`;
  if (added + replaced === 0)
    return { title: "Upload failed", description: reason, variant: "destructive", ...wayOn(refused) };
  return {
    title: "Some files were not added",
    description: `${stored(added, replaced, projectName)}.${animationsNote(removedAnimations)} ${refused.length} not: ${reason}`,
    variant: "destructive",
    ...wayOn(refused),
  };
}

/**
 * The toast when a project takes none of the picked files: the first one's reason, named when others
 * were refused too, with the way on any of them offers (a resource pack's Convert into this project).
 */
export function nothingTakenToast(refused: readonly [RefusedPick, ...RefusedPick[]]): ProjectFileProblem {
  const [first, ...rest] = refused;
  if (rest.length === 0) return first.problem;
  return {
    ...first.problem,
    description: `${fileProblem(first.name, first.problem.description)} (and ${rest.length} more)`,
    ...wayOn(refused.map((file) => file.problem)),
  };
}
