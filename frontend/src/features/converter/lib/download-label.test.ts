import { describe, expect, it } from "vitest";
import { downloadStartedNotice } from "../../../lib/download-notice";
import { downloadLabel } from "./download-label";

describe("downloadLabel", () => {
  it("says texture for one image and pack for a zip, as the download toast does", () => {
    for (const name of ["stone.png", "Stone.JPEG", "scan.tif", "old.tga"]) {
      expect(downloadLabel(name)).toBe("Download LabPBR texture");
      expect(downloadStartedNotice(name).description).toContain("texture");
    }
    expect(downloadLabel("my-pack.zip")).toBe("Download LabPBR pack");
    expect(downloadStartedNotice("my-pack.zip").description).toContain("resource pack");
  });
});
