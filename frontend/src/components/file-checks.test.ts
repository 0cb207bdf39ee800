import { describe, expect, it } from "vitest";
import { checkFiles } from "./file-checks";

const rules = { extensions: [".png", ".jpg"], maxBytes: 100, maxFiles: 1 } as const;

describe("checkFiles", () => {
  it("accepts a file of an allowed type and size", () => {
    expect(checkFiles([{ name: "stone_s.PNG", size: 10 }], rules)).toBeNull();
  });
  it("names the problem: type, size, emptiness, count", () => {
    expect(checkFiles([{ name: "pack.zip", size: 10 }], rules)).toBe("File type must be .png, .jpg");
    expect(checkFiles([{ name: "big.png", size: 101 }], rules)).toBe("big.png is too large: at most 100 bytes");
    expect(
      checkFiles([{ name: "huge.png", size: 65 * 1024 * 1024 }], { extensions: [".png"], maxBytes: 64 * 1024 * 1024 }),
    ).toBe("huge.png is too large: at most 64MB");
    expect(checkFiles([{ name: "empty.png", size: 0 }], rules)).toBe("empty.png is empty");
    expect(
      checkFiles(
        [
          { name: "a.png", size: 1 },
          { name: "b.png", size: 1 },
        ],
        rules,
      ),
    ).toBe("Only one file can be dropped here");
  });
});
