import type { TextureFile } from "@greenhouse/wasm-pipeline";
import { describe, expect, it } from "vitest";
import { filterFiles } from "./file-filter";

const file = (originalPath: string): TextureFile => ({
  originalPath,
  filename: originalPath.split("/").pop() ?? originalPath,
  fileSize: 1,
  textureType: "albedo",
  validationStatus: "valid",
  validationIssues: [],
});

describe("filterFiles", () => {
  const files = [file("block/Stone.png"), file("block/stone_n.png"), file("item/apple.png")];
  it("matches the path case-insensitively and ignores surrounding spaces", () => {
    expect(filterFiles(files, " STONE ").map((f) => f.filename)).toEqual(["Stone.png", "stone_n.png"]);
    expect(filterFiles(files, "item/").map((f) => f.filename)).toEqual(["apple.png"]);
  });
  it("returns everything for an empty query", () => {
    expect(filterFiles(files, "")).toHaveLength(3);
  });
});
