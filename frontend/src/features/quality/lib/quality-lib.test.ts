import { describe, expect, it } from "vitest";
import { checkFiles } from "../../../components/file-checks";
import { describeFailure, emptyFileFailure } from "./analysis-failure";
import { analysisLabel, analysisPercent } from "./analysis-progress";
import { previewPixels } from "./preview-pixels";
import { formatKilobytes, qualityFileRules, reportFileName } from "./quality-file";
import { gradeTone } from "./tones";
import { allClearVerdict } from "./verdict";

describe("the quality drop zone's rules", () => {
  it("takes one PNG, JPG, TGA or BMP and refuses everything else", () => {
    for (const name of ["a.png", "b.JPG", "c.jpeg", "d.tga", "e.bmp"]) {
      expect(checkFiles([{ name, size: 10 }], qualityFileRules)).toBeNull();
    }
    expect(checkFiles([{ name: "pack.zip", size: 10 }], qualityFileRules)).toBe(
      "File type must be .png, .jpg, .jpeg, .tga, .bmp",
    );
    expect(
      checkFiles(
        [
          { name: "a.png", size: 1 },
          { name: "b.png", size: 1 },
        ],
        qualityFileRules,
      ),
    ).toBe("Only one file can be dropped here");
    // An empty file goes on to the analyser, which answers in the spec's words (not "is too small").
    expect(checkFiles([{ name: "empty.png", size: 0 }], qualityFileRules)).toBeNull();
  });
});

describe("formatKilobytes", () => {
  it("shows KB with two decimals", () => {
    expect(formatKilobytes(274)).toBe("0.27 KB");
    expect(formatKilobytes(1024)).toBe("1.00 KB");
    expect(formatKilobytes(7955)).toBe("7.77 KB");
    expect(formatKilobytes(3 * 1024 * 1024)).toBe("3072.00 KB");
  });
});

describe("reportFileName", () => {
  it("names the report after the texture, by format", () => {
    expect(reportFileName("stone.png", "markdown")).toBe("stone-quality-report.md");
    expect(reportFileName("oak.planks.jpg", "json")).toBe("oak.planks-quality-report.json");
    expect(reportFileName("noext", "json")).toBe("noext-quality-report.json");
    expect(reportFileName(".png", "markdown")).toBe("texture-quality-report.md");
  });
});

describe("analysis progress", () => {
  it("fills reading to 30 %, then jumps per worker stage and ends at 100", () => {
    expect(analysisPercent({ step: "reading", fraction: 0 })).toBe(0);
    expect(analysisPercent({ step: "reading", fraction: 0.5 })).toBe(15);
    expect(analysisPercent({ step: "reading", fraction: 7 })).toBe(30);
    expect(analysisPercent({ step: "starting" })).toBe(30);
    expect(analysisPercent({ step: "decoding" })).toBe(40);
    expect(analysisPercent({ step: "measuring" })).toBe(75);
    expect(analysisPercent({ step: "done" })).toBe(100);
  });

  it("says what is happening", () => {
    expect(analysisLabel({ step: "reading", fraction: 0.2 })).toBe("Reading file…");
    expect(analysisLabel({ step: "decoding" })).toBe("Decoding pixels…");
  });
});

describe("describeFailure", () => {
  it("gives decoder codes a plain title and keeps the decoder's words", () => {
    expect(describeFailure("x.png: bad CRC", "corrupt")).toEqual({
      title: "This image is damaged",
      detail: "x.png: bad CRC",
    });
    expect(describeFailure("x.png: not an image", "unsupported_format").title).toBe(
      "This file is not an image the analyser can read",
    );
    expect(describeFailure("Out of memory").title).toBe("The texture could not be analysed");
  });

  it("words an empty file as the spec does", () => {
    expect(emptyFileFailure).toEqual({ title: "Empty file", detail: "Please select a valid file." });
  });
});

describe("gradeTone", () => {
  it("colours A grades good, B and C fair, D and F poor", () => {
    expect(gradeTone("A+")).toBe("good");
    expect(gradeTone("A")).toBe("good");
    expect(gradeTone("B+")).toBe("fair");
    expect(gradeTone("C")).toBe("fair");
    expect(gradeTone("D")).toBe("poor");
    expect(gradeTone("F")).toBe("poor");
  });
});

describe("allClearVerdict", () => {
  it("does not tell an artist to convert a map that is already LabPBR", () => {
    expect(allClearVerdict("stone.png")).toBe("Nothing to fix: this texture is ready for LabPBR conversion.");
    expect(allClearVerdict("stone_n.png")).toMatch(/^Nothing to fix: this normal map keeps LabPBR's rules/);
    expect(allClearVerdict("stone_s.png")).toMatch(/^Nothing to fix: this specular map keeps LabPBR's rules/);
    for (const name of ["stone_n.png", "stone_s.png"]) expect(allClearVerdict(name)).not.toMatch(/conversion/);
  });
});

describe("previewPixels", () => {
  it("draws a _s map's alpha-0 pixels opaque (alpha is emission there), and a colour texture as it is", () => {
    const image = { width: 2, height: 1, data: new Uint8ClampedArray([90, 10, 0, 0, 90, 10, 0, 0]) };
    expect([...previewPixels(image, "stone_s.png")]).toEqual([90, 10, 0, 255, 90, 10, 0, 255]);
    expect([...previewPixels(image, "glass.png")]).toEqual([90, 10, 0, 0, 90, 10, 0, 0]);
    // The analysed image itself is left alone.
    expect(image.data[3]).toBe(0);
  });
});
