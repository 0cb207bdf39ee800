import { describe, expect, it } from "vitest";
import { takeAuthError } from "./auth-error";

describe("takeAuthError", () => {
  it("reads the Worker's sentence and leaves an address without it", () => {
    expect(takeAuthError(`?authError=${encodeURIComponent("Sign-in was cancelled on Discord")}`)).toEqual({
      message: "Sign-in was cancelled on Discord",
      search: "",
    });
  });

  it("keeps the address's other parameters, in their order", () => {
    expect(takeAuthError("?view=library&authError=Could%20not%20read&tab=2")).toEqual({
      message: "Could not read",
      search: "?view=library&tab=2",
    });
  });

  it("takes out an empty one too, with nothing to say", () => {
    expect(takeAuthError("?authError=")).toEqual({ message: "", search: "" });
  });

  it("is undefined for an address without one", () => {
    expect(takeAuthError("")).toBeUndefined();
    expect(takeAuthError("?view=library")).toBeUndefined();
  });
});
