import { describe, expect, it } from "vitest";
import type { ProjectFile } from "../../projects/api/types";
import { breadcrumbs, folderEntries, parentFolder } from "./folder-view";

const entry = (path: string, type: "file" | "folder" = "file"): ProjectFile => ({
  id: path,
  name: path.split("/").pop() ?? path,
  type,
  status: "completed",
  size: 1,
  path,
});

const files = [
  entry("assets", "folder"),
  entry("assets/block", "folder"),
  entry("assets/block/Stone.png"),
  entry("assets/block/stone_n.png"),
  entry("assets/item", "folder"),
  entry("assets/item/apple.png"),
  entry("readme.png"),
];

describe("folder view", () => {
  it("finds a path's folder", () => {
    expect(parentFolder("a/b/c.png")).toBe("a/b");
    expect(parentFolder("c.png")).toBe("");
  });

  it("builds breadcrumbs from the root", () => {
    expect(breadcrumbs("")).toEqual([{ name: "root", path: "" }]);
    expect(breadcrumbs("assets/block")).toEqual([
      { name: "root", path: "" },
      { name: "assets", path: "assets" },
      { name: "block", path: "assets/block" },
    ]);
  });

  it("lists a folder's direct entries, folders first", () => {
    expect(folderEntries(files, "").map((f) => f.path)).toEqual(["assets", "readme.png"]);
    expect(folderEntries(files, "assets").map((f) => f.path)).toEqual(["assets/block", "assets/item"]);
  });

  it("puts a texture's maps right after it, and stone before stone_bricks", () => {
    const block = ["stone_bricks.png", "stone_s.png", "stone_n.png", "stone_bricks_n.png", "stone.png", "sand.tga"];
    const listed = folderEntries(
      block.map((name) => entry(`b/${name}`)),
      "b",
    ).map((f) => f.name);
    expect(listed).toEqual([
      "sand.tga",
      "stone.png",
      "stone_n.png",
      "stone_s.png",
      "stone_bricks.png",
      "stone_bricks_n.png",
    ]);
  });

  it("searches file names below the folder, ignoring case", () => {
    expect(
      folderEntries(files, "", "STONE")
        .map((f) => f.path)
        .sort(),
    ).toEqual(["assets/block/Stone.png", "assets/block/stone_n.png"]);
    expect(folderEntries(files, "assets/item", "stone")).toEqual([]);
    expect(folderEntries(files, "assets", "apple").map((f) => f.path)).toEqual(["assets/item/apple.png"]);
  });
});
