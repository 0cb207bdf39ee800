import { describe, expect, it } from "vitest";
import { cleanFileName } from "./uploads-checks.js";

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
});
