import { describe, expect, it } from "vitest";
import { ApiError } from "../lib/errors.js";
import { cleanFileName, parseJobSettings } from "./uploads-checks.js";

describe("cleanFileName", () => {
  it("keeps the last path segment, drops control characters and quotes", () => {
    expect(cleanFileName("C:\\Users\\me\\stone.png")).toBe("stone.png");
    expect(cleanFileName('a\u0000"b\u001b.png')).toBe("ab.png");
    expect(cleanFileName("   ")).toBe("upload");
  });

  it("drops bidirectional overrides that would disguise the extension", () => {
    expect(cleanFileName("stone\u202Egnp.exe")).toBe("stonegnp.exe");
    expect(cleanFileName("a\u2066b\u2069.png")).toBe("ab.png");
  });

  it("drops zero-width characters and C1 controls, which make look-alike names differ", () => {
    expect(cleanFileName("sto\u200Bne.png")).toBe("stone.png");
    expect(cleanFileName("\uFEFFstone\u2060.png")).toBe("stone.png");
    expect(cleanFileName("stone\u0085.png")).toBe("stone.png");
  });
});

describe("parseJobSettings", () => {
  const hintFor = (raw: unknown): string | undefined => {
    try {
      parseJobSettings(raw, "image");
      return undefined;
    } catch (error) {
      expect(error).toBeInstanceOf(ApiError);
      return JSON.stringify((error as ApiError).details);
    }
  };

  it("takes every slider value on its step, binary fractions included", () => {
    const settings = { normalStrength: 0.3, heightDepth: 0.07, baseColorContrast: 1.7, aoRadius: 0.1 };
    const parsed = parseJobSettings({ ...settings, advancedProcessing: { compressionQuality: 35 } }, "image");
    expect(parsed.settings).toMatchObject(settings);
    expect(parsed.advancedProcessing.compressionQuality).toBe(35);
  });

  it("refuses a value between a slider's steps, naming the field", () => {
    expect(hintFor({ normalStrength: 1.25 })).toContain("normalStrength: must be in steps of 0.1 from 0");
    expect(hintFor({ heightDepth: 0.255 })).toContain("heightDepth: must be in steps of 0.01 from 0");
    expect(hintFor({ advancedProcessing: { compressionQuality: 87 } })).toContain(
      "advancedProcessing.compressionQuality: must be in steps of 5 from 30",
    );
    expect(hintFor({ settings: { aoRadius: 0.55 } })).toContain("settings.aoRadius");
  });
});
