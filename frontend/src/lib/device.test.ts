import { describe, expect, it } from "vitest";
import { classifyDevice } from "./device";

const desktopAgent = "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 Chrome/156 Safari/537.36";

describe("classifyDevice", () => {
  it("uses the spec's breakpoints 768 and 1024", () => {
    expect(classifyDevice(390, desktopAgent)).toBe("mobile");
    expect(classifyDevice(767, desktopAgent)).toBe("mobile");
    expect(classifyDevice(768, desktopAgent)).toBe("tablet");
    expect(classifyDevice(1023, desktopAgent)).toBe("tablet");
    expect(classifyDevice(1024, desktopAgent)).toBe("desktop");
  });
  it("treats a mobile user agent as mobile at any width", () => {
    expect(classifyDevice(1280, "Mozilla/5.0 (iPhone; CPU iPhone OS 18_0) Mobile/15E148")).toBe("mobile");
  });
});
