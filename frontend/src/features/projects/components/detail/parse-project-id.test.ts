import { describe, expect, it } from "vitest";
import { parseProjectId } from "./parse-project-id";

describe("parseProjectId", () => {
  it("accepts positive integers only", () => {
    expect(parseProjectId("42")).toBe(42);
    expect(parseProjectId(undefined)).toBeNull();
    expect(parseProjectId("abc")).toBeNull();
    expect(parseProjectId("4.5")).toBeNull();
    expect(parseProjectId("0")).toBeNull();
    expect(parseProjectId("-3")).toBeNull();
    expect(parseProjectId("99999999999999999999")).toBeNull();
  });
});
