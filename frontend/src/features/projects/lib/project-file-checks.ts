import { MAX_STORED_IMAGE_BYTES } from "../../../components/file-checks";
import type { ToastAction } from "../../../components/toast";

/** Images a project keeps (the API sniffs the bytes too); packs go through the workspace instead. */
export const PROJECT_IMAGE_EXTENSIONS = [".png", ".jpg", ".jpeg", ".tif", ".tiff", ".tga"] as const;

/** Where a resource pack goes to be converted into this project: the workspace with the project attached. */
export function convertIntoProjectHref(projectId: number): string {
  return `/greenhouse?project=${projectId}`;
}

/** Why a project does not take a file, as its toast says it. */
export interface ProjectFileProblem {
  title: string;
  description: string;
  action?: ToastAction;
}

/** A picked file the project does not take, by name. */
export interface RefusedPick {
  name: string;
  problem: ProjectFileProblem;
}

/**
 * The spec's client checks, worded for a project (images only). A resource pack is refused too, but
 * the refusal says where it goes and offers the way there: "Please upload a PNG…" alone left people
 * with a pack and no idea that Greenhouse converts it into the project.
 */
export function checkProjectFile(file: Pick<File, "name" | "size">, projectId: number): ProjectFileProblem | null {
  const name = file.name.toLowerCase();
  if (name.endsWith(".zip")) {
    return {
      title: "Invalid file type",
      description: `Please upload a PNG, JPG, TIFF, or TGA image. ${file.name} is a resource pack: Greenhouse converts it into this project, maps and all.`,
      action: { label: "Convert into this project", href: convertIntoProjectHref(projectId) },
    };
  }
  if (!PROJECT_IMAGE_EXTENSIONS.some((extension) => name.endsWith(extension))) {
    return { title: "Invalid file type", description: "Please upload a PNG, JPG, TIFF, or TGA image." };
  }
  // The API streams a large image to storage; it refuses more than the spec's 200 MB.
  if (file.size > MAX_STORED_IMAGE_BYTES)
    return { title: "File too large", description: "A single image can be at most 200MB." };
  if (file.size === 0) return { title: "Empty file", description: "Please select a valid file." };
  return null;
}

/**
 * A pick split into the files the project takes and those it refuses, each with its reason. One text
 * file among PNGs used to stop the whole pick, so none of the images went in; the API takes each file
 * on its own, and so does the pick.
 */
export function sortProjectFiles<F extends Pick<File, "name" | "size">>(
  files: readonly F[],
  projectId: number,
): { accepted: F[]; refused: RefusedPick[] } {
  const accepted: F[] = [];
  const refused: RefusedPick[] = [];
  for (const file of files) {
    const problem = checkProjectFile(file, projectId);
    if (problem) refused.push({ name: file.name, problem });
    else accepted.push(file);
  }
  return { accepted, refused };
}
