import { fileProblem } from "../../../lib/format";
import type { ProjectFileProblem, RefusedPick } from "./project-file-checks";

/** One file the project API refused, with its reason. */
export interface RefusedFile {
  name: string;
  message: string;
}

export interface UploadOutcomeToast {
  title: string;
  description: string;
  variant?: "destructive";
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
  if (added + replaced === 0) return { title: "Upload failed", description: reason, variant: "destructive" };
  return {
    title: "Some files were not added",
    description: `${stored(added, replaced, projectName)}.${animationsNote(removedAnimations)} ${refused.length} not: ${reason}`,
    variant: "destructive",
  };
}

/**
 * The toast when a project takes none of the picked files: the first one's reason (with its way on, a
 * resource pack's Convert into this project), named when others were refused too.
 */
export function nothingTakenToast(refused: readonly [RefusedPick, ...RefusedPick[]]): ProjectFileProblem {
  const [first, ...rest] = refused;
  if (rest.length === 0) return first.problem;
  return {
    ...first.problem,
    description: `${fileProblem(first.name, first.problem.description)} (and ${rest.length} more)`,
  };
}
