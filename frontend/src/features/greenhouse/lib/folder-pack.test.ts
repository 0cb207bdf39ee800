import { bytesSource, readCentralDirectory } from "@greenhouse/wasm-pipeline";
import { describe, expect, it } from "vitest";
import { folderFromDrop, folderFromInput, zipFolder } from "./folder-pack";

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

  it("is read whole from a drop, through every batch of every subfolder", async () => {
    // Chromium's readEntries answers at most 100 entries per call, then an empty batch.
    const blocks = Array.from({ length: 130 }, (_, i) =>
      fileEntry(`/My Pack/assets/minecraft/textures/block/b${i}.png`),
    );
    const tree = directoryEntry("/My Pack", [
      fileEntry("/My Pack/pack.mcmeta"),
      directoryEntry("/My Pack/assets", [
        directoryEntry("/My Pack/assets/minecraft", [
          directoryEntry("/My Pack/assets/minecraft/textures", [
            directoryEntry("/My Pack/assets/minecraft/textures/block", blocks),
          ]),
        ]),
      ]),
    ]);
    const dropped = folderFromDrop(itemList([fileEntry("/loose.png"), tree]));
    if (!dropped) throw new Error("the drop held a folder");
    const folder = await dropped;
    expect(folder.name).toBe("My Pack");
    expect(folder.files).toHaveLength(131);
    expect(folder.files[0]?.path).toBe("My Pack/pack.mcmeta");
    expect(folder.files.at(-1)?.path).toBe("My Pack/assets/minecraft/textures/block/b129.png");
    expect(await folder.files.at(-1)?.file.text()).toBe("/My Pack/assets/minecraft/textures/block/b129.png");
  });

  it("is not a folder drop when only files were dropped", () => {
    expect(folderFromDrop(itemList([fileEntry("/a.png"), null]))).toBeNull();
  });
});

/** A dropped file as the File and Directory Entries API presents it; its contents are its path. */
function fileEntry(fullPath: string) {
  const name = fullPath.split("/").pop() as string;
  return {
    isFile: true,
    isDirectory: false,
    name,
    fullPath,
    file: (ok: (file: File) => void) => ok(new File([fullPath], name)),
  };
}

function directoryEntry(fullPath: string, children: object[]) {
  return {
    isFile: false,
    isDirectory: true,
    name: fullPath.split("/").pop() as string,
    fullPath,
    createReader: () => {
      let at = 0;
      return {
        readEntries: (ok: (batch: object[]) => void) => {
          const batch = children.slice(at, at + 100);
          at += batch.length;
          queueMicrotask(() => ok(batch));
        },
      };
    },
  };
}

function itemList(entries: (object | null)[]): DataTransferItemList {
  return entries.map((entry) => ({ webkitGetAsEntry: () => entry })) as unknown as DataTransferItemList;
}
