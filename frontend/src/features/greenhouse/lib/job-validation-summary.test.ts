import { describe, expect, it } from "vitest";
import { jobValidationSummary } from "./job-validation-summary";

const files = (...statuses: ("valid" | "warning" | "error" | "pending")[]) =>
  statuses.map((validationStatus) => ({ validationStatus }));

describe("jobValidationSummary", () => {
  it("says nothing was validated for a job with no checked files, not an all-clear", () => {
    expect(jobValidationSummary([])).toMatchObject({ verdict: "none", headline: "Not validated yet" });
    expect(jobValidationSummary(files("pending", "pending")).verdict).toBe("none");
  });

  it("leads with the files that fail, as the job's log does", () => {
    expect(jobValidationSummary(files("error", "valid", "error", "warning"))).toEqual({
      verdict: "invalid",
      headline: "2 files fail LabPBR's rules",
      detail: "2 with errors · 1 with warnings of 4 files",
    });
  });

  it("counts warnings apart when no file has errors", () => {
    expect(jobValidationSummary(files("warning", "valid"))).toEqual({
      verdict: "warnings",
      headline: "1 file with warnings",
      detail: "1 with warnings of 2 files",
    });
  });

  it("passes a job only on the files it checked", () => {
    expect(jobValidationSummary(files("valid", "valid", "pending"))).toEqual({
      verdict: "valid",
      headline: "All files pass LabPBR's rules",
      detail: "2 of 3 files checked",
    });
  });

  it("says one failing file fails, in the singular", () => {
    expect(jobValidationSummary(files("error", "valid")).headline).toBe("1 file fails LabPBR's rules");
  });

  it("gives a cancelled job no Valid verdict: only the files converted before it stopped were checked", () => {
    const summary = jobValidationSummary(files("valid", "valid", "valid"), "cancelled");
    expect(summary).toEqual({
      verdict: "cancelled",
      headline: "Only the files converted before it stopped were checked",
      detail: "3 of 3 files checked, none with issues",
    });
    expect(summary.headline).not.toContain("pass");
  });

  it("likewise for a failed job, still counting the issues its files had", () => {
    expect(jobValidationSummary(files("error", "valid", "pending"), "failed")).toEqual({
      verdict: "failed",
      headline: "Only the files converted before it stopped were checked",
      detail: "1 with errors of 3 files checked",
    });
    expect(jobValidationSummary([], "cancelled")).toMatchObject({ headline: "No file was checked before it stopped" });
  });
});
