import { describe, expect, it } from "vitest";
import { nameList, shareOutcomeText } from "./share-outcome";

describe("shareOutcomeText", () => {
  it("names who was newly shared with and their role", () => {
    expect(shareOutcomeText("Castle", [{ username: "tester2", previousPermission: null }], "view")).toBe(
      "Castle is now shared with tester2 (can view).",
    );
  });

  it("says whose role changed, to what and from what, instead of 'shared with 1 person'", () => {
    expect(shareOutcomeText("Castle", [{ username: "tester2", previousPermission: "view" }], "edit")).toBe(
      "tester2 now has edit access to Castle instead of view.",
    );
  });

  it("tells apart new people, changed roles and unchanged ones in one request", () => {
    const people = [
      { username: "ann", previousPermission: null },
      { username: "bob", previousPermission: "edit" as const },
      { username: "cy", previousPermission: "edit" as const },
      { username: "di", previousPermission: "view" as const },
    ];
    expect(shareOutcomeText("Castle", people, "view")).toBe(
      "Castle is now shared with ann (can view). bob and cy now have view access to Castle instead of edit. di already has view access.",
    );
  });
});

describe("nameList", () => {
  it("joins up to three names and counts the rest", () => {
    expect(nameList(["a"])).toBe("a");
    expect(nameList(["a", "b", "c"])).toBe("a, b and c");
    expect(nameList(["a", "b", "c", "d", "e"])).toBe("a, b and 3 others");
  });
});
