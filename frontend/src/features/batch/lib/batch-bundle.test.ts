import { strFromU8, strToU8, unzipSync, zipSync } from "fflate";
import { describe, expect, it } from "vitest";
import { bundleOutputs } from "./batch-bundle";

const zip = (files: Record<string, string>) =>
  new Blob([zipSync(Object.fromEntries(Object.entries(files).map(([path, text]) => [path, strToU8(text)])))]);

describe("bundleOutputs", () => {
  it("unpacks each item's zip into a folder named as its download, numbering repeated names", async () => {
    const blob = await bundleOutputs([
      { name: "stone.png", zip: zip({ "stone_n.png": "n", "stone_s.png": "s" }) },
      { name: "pack.zip", zip: zip({ "pack.mcmeta": "{}" }) },
      { name: "stone.png", zip: zip({ "stone_n.png": "n2" }) },
    ]);
    const bundle = unzipSync(new Uint8Array(await blob.arrayBuffer()));
    expect(Object.keys(bundle).sort()).toEqual([
      "pack_labpbr/pack.mcmeta",
      "stone_labpbr (2)/stone_n.png",
      "stone_labpbr/stone_n.png",
      "stone_labpbr/stone_s.png",
    ]);
    expect(strFromU8(bundle["stone_labpbr (2)/stone_n.png"] as Uint8Array)).toBe("n2");
  });
});
