import { createRawImage, encodePng } from "@greenhouse/wasm-pipeline";
import { initNodeCodecs } from "@greenhouse/wasm-pipeline/runtime/node";
import { zipSync } from "fflate";
import { beforeAll, describe, expect, it } from "vitest";
import { onDeviceNote, packNote, tooLargeForServer, tooLargeInPack } from "./server-texture-limit";

beforeAll(() => initNodeCodecs());

async function png(width: number, height: number): Promise<File> {
  return new File([(await encodePng(createRawImage(width, height))).slice()], "texture.png", { type: "image/png" });
}

describe("tooLargeForServer", () => {
  it("reads the size from the header and flags only more pixels than 1024x1024", async () => {
    expect(await tooLargeForServer(await png(1024, 1024))).toBeNull();
    expect(await tooLargeForServer(await png(2048, 16))).toBeNull();
    expect(await tooLargeForServer(await png(1025, 1024))).toEqual({ width: 1025, height: 1024 });
  });

  it("has no note for an image over this device's 8192x8192 too: nothing converts it", async () => {
    const header = new Uint8Array(await (await png(16, 16)).arrayBuffer());
    const view = new DataView(header.buffer);
    view.setUint32(16, 100_000);
    view.setUint32(20, 100_000);
    expect(await tooLargeForServer(new File([header], "huge.png", { type: "image/png" }))).toBeNull();
  });

  it("leaves an unreadable file to the server, which names what is wrong with it", async () => {
    expect(await tooLargeForServer(new File(["not an image"], "broken.png"))).toBeNull();
  });

  it("explains the switch in the sizes the person knows", () => {
    expect(onDeviceNote({ width: 2048, height: 2048 })).toBe(
      "2048×2048 is more than the server converts (1024×1024 pixels), so Generate Textures converts it on this device.",
    );
  });
});

describe("tooLargeInPack", () => {
  it("finds a pack's textures over the server's budget, and nothing in a file that is not a zip", async () => {
    const block = "assets/minecraft/textures/block/";
    const entries = {
      [`${block}granite.png`]: await encodePng(createRawImage(1100, 1000)),
      [`${block}dirt.png`]: await encodePng(createRawImage(16, 16)),
    };
    // Stored, not deflated: a blank PNG deflates past the archive's zip-bomb ratio.
    const pack = new File([zipSync(entries, { level: 0 }).slice()], "hd.zip", { type: "application/zip" });
    expect(await tooLargeInPack(pack)).toEqual([{ path: `${block}granite.png`, width: 1100, height: 1000 }]);
    expect(await tooLargeInPack(new File(["not a zip"], "broken.zip"))).toEqual([]);
  });

  it("names one texture, or how many with an example", () => {
    const granite = { path: "assets/minecraft/textures/block/granite.png", width: 2048, height: 2048 };
    expect(packNote([granite])).toBe(
      "granite.png (2048×2048) is more than the server converts (1024×1024 pixels): Generate Textures keeps it unchanged, Convert on this device gives it maps too.",
    );
    expect(packNote([granite, { ...granite, path: "assets/minecraft/textures/block/stone.png" }])).toBe(
      "2 textures in this pack are more than the server converts (1024×1024 pixels), such as granite.png (2048×2048): Generate Textures keeps them unchanged, Convert on this device gives them maps too.",
    );
  });
});
