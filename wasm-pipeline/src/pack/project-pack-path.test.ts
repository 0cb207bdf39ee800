import { describe, expect, it } from "vitest";
import { projectPackPath } from "./project-pack-path.js";

describe("projectPackPath", () => {
  it("keeps pack paths and files loose uploads as block textures, in lower case", () => {
    expect(projectPackPath("assets/minecraft/textures/item/apple.png")).toBe(
      "assets/minecraft/textures/item/apple.png",
    );
    expect(projectPackPath("Stone.png")).toBe("assets/minecraft/textures/block/stone.png");
    expect(projectPackPath("/stone_n.png")).toBe("assets/minecraft/textures/block/stone_n.png");
  });
});
