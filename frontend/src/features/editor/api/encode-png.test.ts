import { describe, expect, it } from "vitest";
import { pngFileName } from "./encode-png";

describe("pngFileName", () => {
  it("adds .png once and replaces characters file systems refuse", () => {
    expect(pngFileName("stone_edit")).toBe("stone_edit.png");
    expect(pngFileName("stone.PNG")).toBe("stone.png");
    expect(pngFileName('a/b:c"d\u0001')).toBe("a_b_c_d_.png");
    expect(pngFileName("   ")).toBe("texture.png");
  });
});
