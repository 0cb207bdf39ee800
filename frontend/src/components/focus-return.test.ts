import { describe, expect, it } from "vitest";
import { neighbourAfterRemoval } from "./focus-return";

describe("neighbourAfterRemoval", () => {
  it("prefers the next item, then the previous one", () => {
    expect(neighbourAfterRemoval(["a", "b", "c"], 0)).toBe("b");
    expect(neighbourAfterRemoval(["a", "b", "c"], 1)).toBe("c");
    expect(neighbourAfterRemoval(["a", "b", "c"], 2)).toBe("b");
  });

  it("has nothing to offer when the last item goes or the index is not in the list", () => {
    expect(neighbourAfterRemoval(["a"], 0)).toBeUndefined();
    expect(neighbourAfterRemoval(["a", "b"], -1)).toBeUndefined();
    expect(neighbourAfterRemoval(["a", "b"], 2)).toBeUndefined();
  });
});
