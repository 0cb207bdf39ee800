import { createRawImage, encodePng } from "@greenhouse/wasm-pipeline";
import { initNodeCodecs } from "@greenhouse/wasm-pipeline/runtime/node";
import { beforeAll, describe, expect, it } from "vitest";
import { onDeviceNote, tooLargeForServer } from "./server-texture-limit";

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

  it("leaves an unreadable file to the server, which names what is wrong with it", async () => {
    expect(await tooLargeForServer(new File(["not an image"], "broken.png"))).toBeNull();
  });

  it("explains the switch in the sizes the person knows", () => {
    expect(onDeviceNote({ width: 2048, height: 2048 })).toBe(
      "2048×2048 is more than the server converts (1024×1024 pixels), so Generate Textures converts it on this device.",
    );
  });
});
