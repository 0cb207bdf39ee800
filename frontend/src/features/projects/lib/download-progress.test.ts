import { describe, expect, it } from "vitest";
import { downloadProgressText } from "./download-progress";

describe("downloadProgressText", () => {
  it("keeps the button's own label until a download is under way", () => {
    expect(downloadProgressText(null, "Download Pack")).toBe("Download Pack");
    expect(downloadProgressText(null, "Export")).toBe("Export");
  });

  it("counts the files read, then says the pack is being built", () => {
    expect(downloadProgressText({ phase: "reading", done: 0, total: 200 }, "Download Pack")).toBe("Reading 0/200");
    expect(downloadProgressText({ phase: "reading", done: 200, total: 200 }, "Download Pack")).toBe("Reading 200/200");
    expect(downloadProgressText({ phase: "building" }, "Export")).toBe("Building pack…");
  });
});
