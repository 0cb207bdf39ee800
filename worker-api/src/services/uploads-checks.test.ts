import { writeTiff } from "@greenhouse/wasm-pipeline/testing/fixture-writers";
import { describe, expect, it } from "vitest";
import { ApiError } from "../lib/errors.js";
import { checkSniffedType, cleanFileName, parseJobSettings } from "./uploads-checks.js";

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

describe("checkSniffedType", () => {
  const signature = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
  const refusal = (name: string, head: Uint8Array) => {
    try {
      checkSniffedType(name, "image", head);
    } catch (error) {
      if (error instanceof ApiError) return error;
      throw error;
    }
    throw new Error(`${name} was accepted`);
  };

  it("calls a PNG signature followed by garbage a damaged PNG (422), not a file of another type (415)", () => {
    const error = refusal("corrupt.png", new Uint8Array([...signature, ...new Array(40).fill(0x41)]));
    expect(error.status).toBe(422);
    expect(error.code).toBe("unreadable_image");
    expect(error.message).toBe("corrupt.png is a damaged PNG");
    expect(error.details).toEqual({
      hint: "PNG does not start with an IHDR chunk. Re-export it from an image editor.",
    });
  });

  it("takes TIFF data named .tif, and calls a damaged one a damaged TIFF", () => {
    const tiff = new Uint8Array([0x49, 0x49, 0x2a, 0x00, 8, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0]);
    expect(() => checkSniffedType("stone.tif", "image", writeTiff(2, 2, new Uint8Array(16).fill(200)))).not.toThrow();
    const damaged = refusal("stone.tif", tiff);
    expect(damaged.status).toBe(422);
    expect(damaged.message).toBe("stone.tif is a damaged TIFF");
  });

  it("still refuses bytes of no image type as the wrong type (415)", () => {
    const error = refusal("notes.png", new TextEncoder().encode("hello, not an image at all"));
    expect(error.status).toBe(415);
    expect(error.details).toEqual({ hint: "notes.png is not a PNG, JPG, TIFF or TGA image." });
  });
});
