import type { TextureFile } from "@greenhouse/wasm-pipeline";
import { describe, expect, it } from "vitest";
import { failingFilesNotice } from "./failing-files";

const file = (path: string, status: TextureFile["validationStatus"], message = ""): TextureFile => ({
  originalPath: path,
  filename: path.slice(path.lastIndexOf("/") + 1),
  fileSize: 1,
  textureType: "normal",
  validationStatus: status,
  validationIssues: message
    ? [{ level: status === "error" ? "error" : "warning", message, suggestion: "", filename: path }]
    : [],
});

describe("failingFilesNotice", () => {
  it("says nothing when no file has an error (warnings do not fail the rules)", () => {
    expect(failingFilesNotice([file("a.png", "valid"), file("b_n.png", "warning", "tilted")])).toBeNull();
  });

  it("counts the failing files and names the first ones with their first error", () => {
    const notice = failingFilesNotice([
      file("block/stone.png", "valid"),
      file("block/stone_n.png", "error", "_n is 32x32 but its base texture is 16x16"),
      file("block/stone_s.png", "error", "G 240 is an unassigned metal id (238-254) on 256 of 256 pixels (100.0 %)"),
      file("block/dirt_s.png", "error", "block/dirt_s.png: PNG chunk at byte 8 runs past the end of the file"),
      file("block/lava_n.png", "error", "_n has 1 frame but its base texture is animated with 4 frames"),
    ]);
    expect(notice?.title).toBe("4 files fail LabPBR's rules");
    expect(notice?.examples).toEqual([
      { path: "block/stone_n.png", reason: "_n is 32x32 but its base texture is 16x16" },
      { path: "block/stone_s.png", reason: "G 240 is an unassigned metal id (238-254) on 256 of 256 pixels (100.0 %)" },
      { path: "block/dirt_s.png", reason: "PNG chunk at byte 8 runs past the end of the file" },
    ]);
    expect(notice?.more).toBe(1);
  });

  it("uses the singular for one file", () => {
    expect(failingFilesNotice([file("x.png", "error", "not a power of two")])?.title).toBe(
      "1 file fails LabPBR's rules",
    );
  });
});
