import { describe, expect, it } from "vitest";
import { generateHelp, onDeviceHelp } from "./action-help";

describe("the Convert card's action help", () => {
  it("says Generate Textures uploads a kept server job, added to an open project it may change", () => {
    expect(generateHelp({ onDevice: false, intoProject: false })).toBe(
      "Uploads your files and converts them on the Greenhouse server; the job stays in your queue.",
    );
    expect(generateHelp({ onDevice: false, intoProject: true })).toBe(
      "Uploads your files and converts them on the Greenhouse server; the job stays in your queue and is added to this project.",
    );
  });

  it("says so when Generate Textures runs in the browser for a selection the server cannot take", () => {
    expect(generateHelp({ onDevice: true, intoProject: true })).toBe(
      "This selection runs in your browser, not on the server, so nothing is uploaded.",
    );
  });

  it("says Convert on this device never uploads and keeps its result only with the page", () => {
    expect(onDeviceHelp).toContain("Nothing leaves this device");
  });
});
