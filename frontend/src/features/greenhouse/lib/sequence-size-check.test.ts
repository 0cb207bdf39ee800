import { createRawImage, encodePng } from "@greenhouse/wasm-pipeline";
import { initNodeCodecs } from "@greenhouse/wasm-pipeline/runtime/node";
import { beforeAll, describe, expect, it } from "vitest";
import { sequenceSizeIssue } from "./sequence-size-check";

beforeAll(() => initNodeCodecs());

async function frame(name: string, size: number): Promise<File> {
  return new File([(await encodePng(createRawImage(size, size))).slice()], name, { type: "image/png" });
}

describe("sequenceSizeIssue", () => {
  it("names the odd frame from the headers alone", async () => {
    const issue = await sequenceSizeIssue([await frame("ember_1.png", 16), await frame("ember_2.png", 32)]);
    expect(issue).toEqual({
      level: "error",
      message: "ember_2.png is 32x32, but ember_1.png is 16x16: every frame of a sequence must be the same size",
      suggestion: "Resize or re-export that frame at the first frame's size, or leave it out of the sequence",
      filename: "ember_2.png",
    });
  });

  it("is quiet for frames of one size and leaves unreadable frames to the server", async () => {
    expect(await sequenceSizeIssue([await frame("a_1.png", 16), await frame("a_2.png", 16)])).toBeNull();
    const broken = new File(["not an image"], "a_3.png");
    expect(await sequenceSizeIssue([await frame("a_1.png", 16), broken, await frame("a_2.png", 16)])).toBeNull();
  });
});
