import { convertPack, decodePng, memorySink } from "@greenhouse/wasm-pipeline";
import { writeTiff } from "@greenhouse/wasm-pipeline/testing/fixture-writers";
import { unzipSync } from "fflate";
import { describe, expect, it } from "vitest";
import { Client, png } from "./jobs-helpers.js";

/** Uploads a 16x16 uncompressed 32-bit TGA (top-left origin, as image editors export) and runs its job. */
async function convertTga(settings: object) {
  const tga = new Uint8Array(18 + 16 * 16 * 4);
  tga.set([0, 0, 2], 0);
  tga.set([16, 0, 16, 0, 32, 0x28], 12);
  // TGA stores BGRA: red steps by 7 per pixel, green 90, blue 60.
  for (let p = 0; p < 256; p++) tga.set([60, 90, (p * 7) % 251, 255], 18 + p * 4);
  const client = new Client();
  const upload = await client.upload(tga, "stone.tga", settings);
  expect(upload.status).toBe(201);
  expect((await client.waitForJob(upload.body.jobId)).status).toBe("completed");
  const response = await client.fetch(`/api/jobs/${upload.body.jobId}/download`);
  const files = await client.json<{ originalPath: string; validationStatus: string }[]>(
    `/api/jobs/${upload.body.jobId}/files`,
  );
  return { tga, output: unzipSync(new Uint8Array(await response.arrayBuffer())), files: files.body };
}

describe("POST /api/upload and the job it creates", () => {
  it("converts a single texture into a zip with its base colour and its two maps, as the device does", async () => {
    const client = new Client();
    const texture = await png(4, 4, [10, 200, 30, 255]);
    const upload = await client.upload(texture, "grass.png");
    expect(upload.status).toBe(201);
    expect((await client.waitForJob(upload.body.jobId)).status).toBe("completed");
    const response = await client.fetch(`/api/jobs/${upload.body.jobId}/download`);
    expect(response.headers.get("content-disposition")).toContain('filename="grass_labpbr.zip"');
    const output = unzipSync(new Uint8Array(await response.arrayBuffer()));
    expect(Object.keys(output).sort()).toEqual(["grass.png", "grass_n.png", "grass_s.png"]);
    // The default Contrast 1.2 stretches the colours, byte for byte what convertPack writes on a device.
    const local = memorySink();
    await convertPack({ name: "grass.png", bytes: texture }, {}, { sink: local.sink });
    const onDevice = unzipSync(local.bytes());
    for (const name of ["grass.png", "grass_n.png", "grass_s.png"]) expect(output[name], name).toEqual(onDevice[name]);
    expect(output["grass.png"]).not.toEqual(texture);
  });

  it("keeps a single texture byte for byte when Contrast is 1.0 or Base colour is off", async () => {
    const texture = await png(4, 4, [10, 200, 30, 255]);
    for (const settings of [{ baseColorContrast: 1 }, { generateBaseColor: false }]) {
      const client = new Client();
      const upload = await client.upload(texture, "grass.png", settings);
      expect((await client.waitForJob(upload.body.jobId)).status).toBe("completed");
      const response = await client.fetch(`/api/jobs/${upload.body.jobId}/download`);
      const output = unzipSync(new Uint8Array(await response.arrayBuffer()));
      expect(Object.keys(output).sort(), JSON.stringify(settings)).toEqual(["grass.png", "grass_n.png", "grass_s.png"]);
      expect(output["grass.png"], JSON.stringify(settings)).toEqual(texture);
    }
  });

  it("applies the advanced processing it was sent: a texture resized with its maps and split into a CTM set", async () => {
    const client = new Client();
    const upload = await client.upload(await png(16, 16, [120, 110, 100, 255]), "grass.png", {
      advancedProcessing: {
        enableBulkResize: true,
        baseColorResolution: 64,
        normalResolution: 64,
        specularResolution: 64,
        enableCTMSplit: true,
        ctmVariations: 47,
      },
    });
    expect(upload.status).toBe(201);
    expect((await client.waitForJob(upload.body.jobId)).status).toBe("completed");
    const response = await client.fetch(`/api/jobs/${upload.body.jobId}/download`);
    const output = unzipSync(new Uint8Array(await response.arrayBuffer()));
    // A PNG's size is in its IHDR: width and height, big-endian, at bytes 16 and 20.
    const sizeOf = (bytes: Uint8Array | undefined) => {
      if (!bytes) return undefined;
      const view = new DataView(bytes.buffer, bytes.byteOffset);
      return [view.getUint32(16), view.getUint32(20)];
    };
    for (const name of ["grass.png", "grass_n.png", "grass_s.png"])
      expect(sizeOf(output[name]), name).toEqual([64, 64]);
    const folder = "assets/minecraft/optifine/ctm/grass/";
    expect(new TextDecoder().decode(output[`${folder}grass.properties`])).toMatch(/^tiles=0-46$/m);
    const tiles = Object.keys(output).filter((name) => name.startsWith(folder) && name.endsWith(".png"));
    expect(tiles).toHaveLength(47 * 3);
    expect(sizeOf(output[`${folder}46_n.png`])).toEqual([64, 64]);
  });

  it("keeps a TGA upload as it came, with a PNG of its pixels beside it that the game can load", async () => {
    const { output, tga, files } = await convertTga({ baseColorContrast: 1 });
    expect(Object.keys(output).sort()).toEqual(["stone.png", "stone.tga", "stone_n.png", "stone_s.png"]);
    expect(output["stone.tga"]).toEqual(tga);
    // The results describe the PNG the game loads, not the carried-along TGA ("not a PNG" would be false).
    expect(files.map((file) => [file.originalPath, file.validationStatus]).sort()).toEqual([
      ["stone.png", "valid"],
      ["stone_n.png", "valid"],
      ["stone_s.png", "valid"],
    ]);
    const png = await decodePng(output["stone.png"] as Uint8Array);
    expect([png.width, png.height]).toEqual([16, 16]);
    expect(Array.from(png.data.subarray(0, 8))).toEqual([0, 90, 60, 255, 7, 90, 60, 255]);
  });

  it("resizes that PNG and the maps with advanced processing, leaving the TGA as it came", async () => {
    const { output, tga } = await convertTga({
      advancedProcessing: {
        enableBulkResize: true,
        baseColorResolution: 32,
        normalResolution: 32,
        specularResolution: 32,
      },
    });
    expect(Object.keys(output).sort()).toEqual(["stone.png", "stone.tga", "stone_n.png", "stone_s.png"]);
    expect(output["stone.tga"]).toEqual(tga);
    for (const name of ["stone.png", "stone_n.png", "stone_s.png"]) {
      const image = await decodePng(output[name] as Uint8Array);
      expect([image.width, image.height], name).toEqual([32, 32]);
    }
  });

  it("converts a TIFF named .tif as one named .tiff: kept, with its PNG and maps beside it", async () => {
    const rgba = Uint8Array.from({ length: 16 * 16 * 4 }, (_, i) => (i % 4 === 3 ? 255 : (i * 13) % 251));
    const tif = writeTiff(16, 16, rgba);
    const client = new Client();
    const upload = await client.upload(tif, "stone.tif", { baseColorContrast: 1 });
    // It was refused: "Invalid file type", "Please upload a PNG, JPG, TIFF, TGA, or ZIP file."
    expect(upload.status).toBe(201);
    expect((await client.waitForJob(upload.body.jobId)).status).toBe("completed");
    const response = await client.fetch(`/api/jobs/${upload.body.jobId}/download`);
    expect(response.headers.get("content-disposition")).toContain('filename="stone_labpbr.zip"');
    const output = unzipSync(new Uint8Array(await response.arrayBuffer()));
    expect(Object.keys(output).sort()).toEqual(["stone.png", "stone.tif", "stone_n.png", "stone_s.png"]);
    expect(output["stone.tif"]).toEqual(tif);
    expect(Array.from((await decodePng(output["stone.png"]!)).data)).toEqual(Array.from(rgba));
  });
});
