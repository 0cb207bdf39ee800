import { describe, expect, it } from "vitest";
import { INVITE_HOURS, lifetimeName } from "./invites.js";

describe("invite lifetimes in the activity line", () => {
  it("names each offered lifetime as the Share dialog does", () => {
    expect(INVITE_HOURS.map(lifetimeName)).toEqual(["1 hour", "6 hours", "24 hours", "3 days", "1 week"]);
  });
});
