import { describe, expect, it } from "vitest";
import { fromBase64, parseStash, toBase64 } from "./stash";

describe("sign-in stash", () => {
  it("round-trips bytes through base64, large ones too", () => {
    const bytes = Uint8Array.from({ length: 100_000 }, (_, i) => (i * 31) & 255);
    expect(fromBase64(toBase64(bytes))).toEqual(bytes);
    expect(toBase64(new Uint8Array([137, 80, 78, 71]))).toBe("iVBORw==");
  });

  it("parses only well-formed stashes", () => {
    expect(parseStash(JSON.stringify({ name: "stone", png: "iVBORw==" }))).toEqual({ name: "stone", png: "iVBORw==" });
    expect(parseStash(null)).toBeNull();
    expect(parseStash("{")).toBeNull();
    expect(parseStash(JSON.stringify({ name: "stone" }))).toBeNull();
  });
});
