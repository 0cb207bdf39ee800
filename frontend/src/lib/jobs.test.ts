import { describe, expect, it } from "vitest";
import { downloadName, isActiveJob } from "./jobs";

describe("jobs", () => {
  it("names downloads like the spec: without .zip, plus _labpbr.zip", () => {
    expect(downloadName("faithful.zip")).toBe("faithful_labpbr.zip");
    expect(downloadName("Pack.ZIP")).toBe("Pack_labpbr.zip");
    expect(downloadName("stone.png")).toBe("stone_labpbr.zip");
    expect(downloadName("notes.txt")).toBe("notes.txt_labpbr.zip");
  });
  it("treats pending and processing as active", () => {
    expect(isActiveJob({ id: "1", filename: "a.zip", status: "pending" })).toBe(true);
    expect(isActiveJob({ id: "1", filename: "a.zip", status: "completed" })).toBe(false);
  });
});
