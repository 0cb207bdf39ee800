import { describe, expect, it } from "vitest";
import { editedMapName } from "./use-edit-map";

describe("editedMapName", () => {
  it("keeps a map's own name and makes every format a PNG", () => {
    expect(editedMapName("stone_n.png")).toBe("stone_n.png");
    expect(editedMapName("assets/minecraft/textures/block/stone_s.png")).toBe("stone_s.png");
    expect(editedMapName("rock.tga")).toBe("rock.png");
    expect(editedMapName("Glow_Stone.PNG")).toBe("Glow_Stone.png");
  });
});
