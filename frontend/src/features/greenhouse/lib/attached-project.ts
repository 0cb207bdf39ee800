import { HttpError } from "../../../lib/api-client";

/**
 * What the workspace can do with the project in `?project=<id>`, told before anything is uploaded:
 * the API answers 404 for a project that is gone or not shared with the caller, and a view-only member
 * cannot add files, so in both cases conversions run without the project instead of failing at upload.
 */
export type AttachedProject =
  /** Being read (or the session is): its name is on its way, so nothing stands in for it. */
  | { kind: "loading" }
  /** Signed out (guests cannot read projects) or an answer we cannot read: the server decides. */
  | { kind: "unchecked" }
  | { kind: "editable"; name: string }
  | { kind: "view-only"; name: string }
  | { kind: "missing" };

interface ProjectAnswer {
  data?: { name: string; role?: "owner" | "edit" | "view" };
  error?: unknown;
  /** The project (or who is signed in) is still being read. */
  loading?: boolean;
}

export function attachedProject(answer: ProjectAnswer): AttachedProject {
  // The 404 first: the project read before stays cached after a re-read says it is gone, and the badge
  // kept naming a deleted project while every Generate Textures failed on it.
  if (answer.error instanceof HttpError && answer.error.status === 404) return { kind: "missing" };
  if (answer.data) {
    const name = answer.data.name;
    return answer.data.role === "view" ? { kind: "view-only", name } : { kind: "editable", name };
  }
  if (answer.loading && answer.error === undefined) return { kind: "loading" };
  return { kind: "unchecked" };
}

/** The project a new job is added to: none when the project is gone or the person may only view it. */
export function uploadProjectId(projectId: number | null, attached: AttachedProject): number | null {
  if (projectId === null) return null;
  return attached.kind === "missing" || attached.kind === "view-only" ? null : projectId;
}
