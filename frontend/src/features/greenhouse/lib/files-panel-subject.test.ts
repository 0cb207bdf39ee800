import type { ValidationResult } from "@greenhouse/wasm-pipeline";
import { describe, expect, it } from "vitest";
import { filesPanelSubject, subjectParts } from "./files-panel-subject";
import type { Job } from "./jobs";

const earlierJob: Job = { id: "7", filename: "voxelibre-rp.zip", status: "completed", progress: 100 };
const validated: ValidationResult = { isValid: true, totalFiles: 292, textureFiles: 278, issues: [], fileDetails: [] };

describe("filesPanelSubject", () => {
  it("shows the pack just validated, not an earlier job's files", () => {
    expect(filesPanelSubject("validation", validated, earlierJob)).toEqual({ kind: "validation", result: validated });
  });

  it("shows the job once one is chosen or started after validating", () => {
    expect(filesPanelSubject("job", validated, earlierJob)).toEqual({ kind: "job", job: earlierJob });
  });

  it("shows whichever exists, or nothing", () => {
    expect(filesPanelSubject("job", validated, null)).toEqual({ kind: "validation", result: validated });
    expect(filesPanelSubject("validation", null, earlierJob)).toEqual({ kind: "job", job: earlierJob });
    expect(filesPanelSubject("job", null, null)).toBeNull();
  });
});

describe("subjectParts", () => {
  it("gives Validation Results only the subject's half, so it cannot keep an older verdict", () => {
    const chosen = filesPanelSubject("job", validated, earlierJob);
    expect(subjectParts(chosen)).toEqual({ result: null, job: earlierJob });
    expect(subjectParts(filesPanelSubject("validation", validated, earlierJob))).toEqual({
      result: validated,
      job: null,
    });
    expect(subjectParts(null)).toEqual({ result: null, job: null });
  });
});
