import type { BatchBudget } from "./batch-budget.js";
import type { ConvertedTexture, MetaFile } from "./project-textures.js";
import type { AttachOutcome, JobState, StagedProjectFile } from "./types.js";

/** Knobs tests turn, and the hooks that stage converted textures for a project and then attach them. */
export interface EngineOptions {
  budget?: BatchBudget;
  partSize?: number;
  attachFiles?: number;
  /**
   * Runs before a batch commits, with the batch's converted textures and the original paths of the
   * files converted by earlier batches (only for project jobs). Puts their bytes under the job's own
   * prefix and answers their rows, which the batch commits as staged, and one log warning per file it
   * left out of the project. The project itself is not touched.
   */
  onConverted?: (
    job: JobState,
    textures: ConvertedTexture[],
    earlier: readonly string[],
    packMeta?: MetaFile,
  ) => Promise<{ staged: StagedProjectFile[]; leftOut: string[]; refused?: { files: number; reason: string } }>;
  /**
   * Attach phase: adds one slice of staged files to the project (idempotent: upserts by path), or
   * answers why the project no longer takes them (the user was made a viewer or removed, the project
   * deleted): then this slice and the rest are left out of the project, with a warning saying why.
   */
  onAttach?: (job: JobState, files: StagedProjectFile[]) => Promise<AttachOutcome>;
}
