import { describe, expect, it } from "vitest";
import { uploadSummary } from "./upload-summary";

const refused = { name: "fake.png", message: "Only images can be added to your library" };

describe("uploadSummary", () => {
  it("says what was added when everything was", () => {
    expect(uploadSummary(["stone.png"], [])).toEqual({
      title: "Added to your library",
      description: "stone.png is ready",
    });
    expect(uploadSummary(["a.png", "b.png"], []).description).toBe("2 files are ready");
  });

  it("names the failure when nothing was added", () => {
    expect(uploadSummary([], [refused])).toEqual({
      title: "Upload failed",
      description: "fake.png: Only images can be added to your library",
      variant: "destructive",
    });
  });

  it("names both the added files and the failure when only some were added", () => {
    expect(uploadSummary(["a.png", "b.png"], [refused])).toEqual({
      title: "Some files were not added",
      description: "2 files added; fake.png failed: Only images can be added to your library",
      variant: "destructive",
    });
    expect(uploadSummary(["a.png"], [refused, { name: "c.png", message: "Too large" }]).description).toBe(
      "a.png added; fake.png failed: Only images can be added to your library (and 1 more file failed)",
    );
  });

  it("does not repeat a name the message already carries", () => {
    const named = { name: "huge.png", message: "huge.png is 100000x100000" };
    expect(uploadSummary(["a.png"], [named]).description).toBe(
      "a.png added; huge.png failed: huge.png is 100000x100000",
    );
  });

  it("names the files skipped before uploading, beside what went in", () => {
    const notes = { name: "notes.txt", reason: "not an image" };
    expect(uploadSummary(["stone.png"], [], [notes])).toEqual({
      title: "Added to your library",
      description: "stone.png is ready. Skipped notes.txt: not an image.",
    });
    expect(uploadSummary(["a.png"], [refused], [notes]).description).toBe(
      "a.png added; fake.png failed: Only images can be added to your library. Skipped notes.txt: not an image.",
    );
    expect(uploadSummary([], [], [notes])).toEqual({
      title: "No files added",
      description: "Skipped notes.txt: not an image.",
      variant: "destructive",
    });
  });
});
