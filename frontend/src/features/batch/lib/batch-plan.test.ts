import { describe, expect, it } from "vitest";
import {
  type BatchToggles,
  checkBatchFile,
  defaultBatchToggles,
  isBatchFile,
  mapBaseName,
  planItem,
  skippedText,
  summariseValidation,
} from "./batch-plan";
import type { BatchItem } from "./batch-queue";

function item(name: string, patch: Partial<BatchItem> = {}): BatchItem {
  return {
    id: name,
    name,
    size: 1,
    animation: null,
    status: "pending",
    progress: 0,
    startTime: null,
    endTime: null,
    error: null,
    errorCode: null,
    skipped: null,
    converted: null,
    validation: null,
    downloaded: false,
    ...patch,
  };
}

const toggles = (patch: Partial<BatchToggles> = {}) => ({ ...defaultBatchToggles, ...patch });

describe("batch plan", () => {
  it("takes the spec's batch extensions", () => {
    expect(["a.PNG", "b.jpeg", "c.gif", "d.tga", "e.tiff", "f.zip"].every(isBatchFile)).toBe(true);
    // A .tif is the same TIFF; the project uploads and the Library take it too.
    expect(isBatchFile("g.tif") && isBatchFile("H.TIF")).toBe(true);
    expect(checkBatchFile({ name: "stone.tif", size: 5 })).toBeNull();
    expect(isBatchFile("notes.txt")).toBe(false);
    expect(checkBatchFile({ name: "notes.txt", size: 3 })?.title).toBe("Invalid file type");
    expect(checkBatchFile({ name: "big.zip", size: 200 * 1024 * 1024 + 1 })?.title).toBe("File too large");
    expect(checkBatchFile({ name: "empty.png", size: 0 })?.title).toBe("Empty file");
    expect(checkBatchFile({ name: "ok.png", size: 5 })).toBeNull();
  });

  it("names the albedo a map belongs to", () => {
    expect(mapBaseName("Stone_N.png")).toBe("stone");
    expect(mapBaseName("stone.png")).toBeNull();
  });

  it("converts packs as resource packs and images as single textures", () => {
    expect(planItem(item("pack.zip"), [], toggles())).toEqual({ action: "convert", inputType: "resourcepack" });
    expect(planItem(item("stone.png"), [], toggles())).toEqual({ action: "convert", inputType: "single" });
  });

  it("auto-detect skips images that are already LabPBR maps; off converts them as albedo", () => {
    expect(planItem(item("stone_n.png"), [], toggles()).action).toBe("skip");
    expect(planItem(item("stone_n.png"), [], toggles({ autoDetect: false }))).toEqual({
      action: "convert",
      inputType: "single",
    });
  });

  it("skip existing skips a name converted earlier in the queue and albedos whose maps are queued", () => {
    const done = item("stone.png", { id: "first", status: "completed" });
    const again = item("stone.png", { id: "second" });
    expect(planItem(again, [done, again], toggles()).action).toBe("convert");
    expect(planItem(again, [done, again], toggles({ skipExisting: true }))).toMatchObject({ action: "skip" });
    const queue = [item("dirt.png"), item("dirt_n.png"), item("dirt_s.png")];
    expect(planItem(queue[0] as BatchItem, queue, toggles({ skipExisting: true }))).toEqual({
      action: "skip",
      reason: "Its _n and _s maps are already in the queue",
    });
    expect(planItem(queue[0] as BatchItem, queue.slice(0, 2), toggles({ skipExisting: true })).action).toBe("convert");
  });

  it("counts validation findings", () => {
    expect(
      summariseValidation([
        { validationStatus: "valid" },
        { validationStatus: "warning" },
        { validationStatus: "error" },
      ]),
    ).toEqual({
      textures: 3,
      warnings: 1,
      errors: 1,
      problems: [
        { path: "", level: "error", message: "error" },
        { path: "", level: "warning", message: "warning" },
      ],
    });
  });

  it("lists the files with problems, errors first, with their first message of that level", () => {
    const result = summariseValidation([
      {
        originalPath: "a_n.png",
        validationStatus: "warning",
        validationIssues: [{ level: "warning", message: "lean" }],
      },
      {
        originalPath: "b.png",
        validationStatus: "error",
        validationIssues: [
          { level: "info", message: "note" },
          { level: "error", message: "broken" },
        ],
      },
      { originalPath: "c.png", validationStatus: "valid", validationIssues: [] },
    ]);
    expect(result.problems).toEqual([
      { path: "b.png", level: "error", message: "broken" },
      { path: "a_n.png", level: "warning", message: "lean" },
    ]);
  });
});

describe("skippedText", () => {
  it("names each refused file with its own reason", () => {
    expect(
      skippedText([
        { name: "empty.png", size: 0 },
        { name: "notes.txt", size: 3 },
      ]),
    ).toBe("Skipped empty.png (empty file); notes.txt (unsupported type).");
    expect(skippedText([{ name: "big.zip", size: 200 * 1024 * 1024 + 1 }])).toBe("Skipped big.zip (over 200MB).");
  });

  it("stays one short line for many files: the first of each reason and a count", () => {
    const many = [
      ...Array.from({ length: 49 }, (_, i) => ({ name: `note-${i}.txt`, size: 3 })),
      { name: "empty.png", size: 0 },
    ];
    expect(skippedText(many)).toBe("Skipped note-0.txt and 48 more (unsupported type); empty.png (empty file).");
  });

  it("says nothing when nothing was refused", () => {
    expect(skippedText([{ name: "ok.png", size: 5 }])).toBe("");
  });
});
