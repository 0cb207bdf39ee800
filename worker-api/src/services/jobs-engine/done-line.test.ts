import { describe, expect, it } from "vitest";
import { doneLine } from "./done-line.js";

const file = (originalPath: string, validationStatus: "valid" | "warning" | "error") => ({
  originalPath,
  validationStatus,
});

describe("doneLine", () => {
  it("reports a clean job as info", () => {
    expect(doneLine({ texturesGenerated: 4, imagesProcessed: 2, failed: 0 }, [file("a.png", "valid")])).toEqual({
      level: "info",
      message: "Done: 4 maps for 2 textures",
    });
  });

  it("names input files that converted but fail LabPBR's rules", () => {
    const files = [file("item/splash_potion.png", "error"), file("item/lingering_potion.png", "error")];
    expect(doneLine({ texturesGenerated: 4, imagesProcessed: 2, failed: 0 }, files)).toEqual({
      level: "warning",
      message:
        "Done: 4 maps for 2 textures; 2 files fail LabPBR's rules (item/splash_potion.png…) (see the files list)",
    });
  });

  it("counts a file that could not be converted once, as failed", () => {
    const files = [file("broken.png", "error"), file("odd.png", "error"), file("fine.png", "warning")];
    expect(doneLine({ texturesGenerated: 2, imagesProcessed: 3, failed: 1 }, files).message).toBe(
      "Done: 2 maps for 3 textures; 1 could not be converted; 1 file fails LabPBR's rules (see the files list)",
    );
    expect(doneLine({ texturesGenerated: 0, imagesProcessed: 1, failed: 1 }, [file("broken.png", "error")])).toEqual({
      level: "warning",
      message: "Done: 0 maps for 1 texture; 1 could not be converted (see the files list)",
    });
  });
});
