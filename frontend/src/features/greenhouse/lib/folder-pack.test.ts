import { bytesSource, readCentralDirectory } from "@greenhouse/wasm-pipeline";
import { describe, expect, it } from "vitest";
import { folderFromInput, zipFolder } from "./folder-pack";

const file = (path: string, text: string) =>
  Object.defineProperty(new File([text], path.split("/").pop() as string), "webkitRelativePath", { value: path });

describe("a pack folder chosen in the browser", () => {
  it("is zipped with the folder as its wrapper, PNGs stored, system files left out", async () => {
    const folder = folderFromInput([
      file("My Pack/pack.mcmeta", '{"pack":{"pack_format":34,"description":"x"}}'),
      file("My Pack/assets/minecraft/textures/block/stone.png", "png bytes"),
      file("My Pack/.DS_Store", "finder"),
    ]);
    expect(folder?.name).toBe("My Pack");
    const zip = await zipFolder(folder as NonNullable<typeof folder>);
    expect(zip.name).toBe("My Pack.zip");
    const entries = await readCentralDirectory(bytesSource(new Uint8Array(await zip.arrayBuffer())));
    expect(entries.map((entry) => [entry.name, entry.method])).toEqual([
      ["My Pack/assets/minecraft/textures/block/stone.png", 0],
      ["My Pack/pack.mcmeta", 8],
    ]);
  });

  it("is not a folder when the picked files do not share one", () => {
    expect(folderFromInput([file("a.png", "x"), file("b.png", "y")])).toBeNull();
  });
});
