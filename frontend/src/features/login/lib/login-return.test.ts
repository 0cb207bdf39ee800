import { describe, expect, it } from "vitest";
import { loginLinkState, loginReturnPath } from "./login-return";

describe("coming back from /login", () => {
  it("returns to the page the Login link was followed from, query included", () => {
    expect(loginReturnPath(loginLinkState({ pathname: "/greenhouse", search: "?view=library" }))).toBe(
      "/greenhouse?view=library",
    );
    expect(loginReturnPath({ from: "/" })).toBe("/");
  });

  it("ignores anything that is not a same-site path, and /login itself", () => {
    for (const state of [
      undefined,
      null,
      "/projects",
      {},
      { from: 3 },
      { from: "https://evil.example/" },
      { from: "//evil.example/" },
      { from: "projects" },
      { from: "/login" },
      { from: "/login?x=1" },
    ]) {
      expect(loginReturnPath(state)).toBeUndefined();
    }
  });
});
