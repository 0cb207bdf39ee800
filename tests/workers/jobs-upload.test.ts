import { env } from "cloudflare:workers";
import { convertPack, decodePng, memorySink, ZipWriter } from "@greenhouse/wasm-pipeline";
import { writeTiff } from "@greenhouse/wasm-pipeline/testing/fixture-writers";
import { unzipSync } from "fflate";
import { describe, expect, it } from "vitest";
import { Client, expectError, png, smallPack, zip } from "./jobs-helpers.js";

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
  it("converts a pack: every input file unchanged, _n/_s and their animation beside each material texture", async () => {
    const client = new Client();
    const pack = await smallPack();
    const upload = await client.upload(zip(pack), "My Pack.zip", { normalStrength: 2 });
    expect(upload.status).toBe(201);
    const job = await client.waitForJob(upload.body.jobId);
    expect(job).toMatchObject({ status: "completed", error: null });

    const response = await client.fetch(`/api/jobs/${upload.body.jobId}/download`);
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("application/zip");
    expect(response.headers.get("content-disposition")).toContain('filename="My Pack_labpbr.zip"');
    const bytes = new Uint8Array(await response.arrayBuffer());
    expect(Number(response.headers.get("content-length"))).toBe(bytes.length);
    const output = unzipSync(bytes);
    // Issue 3: pack.mcmeta is the one input file rewritten (its description marked LabPBR).
    for (const [name, content] of Object.entries(pack)) {
      if (name !== "pack.mcmeta") expect(output[name], name).toEqual(content);
    }
    expect(JSON.parse(new TextDecoder().decode(output["pack.mcmeta"])).pack.description).toMatch(/^test.*LabPBR/);
    for (const texture of ["stone", "lava"]) {
      expect(output[`assets/minecraft/textures/block/${texture}_n.png`]).toBeDefined();
      expect(output[`assets/minecraft/textures/block/${texture}_s.png`]).toBeDefined();
    }
    expect(output["assets/minecraft/textures/block/lava_n.png.mcmeta"]).toEqual(
      pack["assets/minecraft/textures/block/lava.png.mcmeta"],
    );
    expect(output["assets/minecraft/textures/gui/widgets_n.png"]).toBeUndefined();
    expect(new TextDecoder().decode(output["assets/minecraft/optifine/texture.properties"])).toContain(
      "format=lab-pbr/1.3",
    );

    const status = await client.json<Record<string, unknown>>(`/api/jobs/${upload.body.jobId}/status`);
    expect(status.body).toMatchObject({
      currentTask: "Completed",
      imagesProcessed: 2,
      totalImages: 2,
      texturesGenerated: 4,
    });
    expect((status.body.logs as unknown[]).length).toBeGreaterThan(0);
    const files = await client.json<{ originalPath: string; textureType: string }[]>(
      `/api/jobs/${upload.body.jobId}/files`,
    );
    expect(files.body.map((file) => file.textureType).sort()).toEqual([
      "albedo",
      "albedo",
      "normal",
      "normal",
      "specular",
      "specular",
    ]);
    const list = await client.json<{ id: string; filename: string; progress: number }[]>("/api/jobs");
    expect(list.body[0]).toMatchObject({ id: upload.body.jobId, filename: "My Pack.zip", progress: 100 });
  });

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

  it("converts a pack compressed by macOS Finder, whose __MACOSX/._ files sit beside its folder", async () => {
    const client = new Client();
    const appleDouble = new Uint8Array([0, 5, 22, 7, 0, 2, 0, 0]);
    const files: Record<string, Uint8Array> = { "__MACOSX/My Pack/._pack.mcmeta": appleDouble };
    for (const [name, content] of Object.entries(await smallPack())) {
      files[`My Pack/${name}`] = content;
      files[`__MACOSX/My Pack/${name.replace(/[^/]+$/, (file) => `._${file}`)}`] = appleDouble;
    }
    const upload = await client.upload(zip(files), "My Pack.zip", {});
    expect(upload.status).toBe(201);
    expect((await client.waitForJob(upload.body.jobId)).status).toBe("completed");
    const status = await client.json<{ logs: { level: string; message: string }[] }>(
      `/api/jobs/${upload.body.jobId}/status`,
    );
    expect(status.body.logs.filter((line) => line.level === "error")).toEqual([]);
    const response = await client.fetch(`/api/jobs/${upload.body.jobId}/download`);
    const output = unzipSync(new Uint8Array(await response.arrayBuffer()));
    expect(output["assets/minecraft/textures/block/stone_n.png"]).toBeDefined();
    expect(output["assets/minecraft/textures/block/lava_s.png.mcmeta"]).toBeDefined();
    expect(output["__MACOSX/My Pack/assets/minecraft/textures/block/._stone.png"]).toEqual(appleDouble);
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

  it("keeps a guest's jobs private: another browser sees 404 and an empty list", async () => {
    const owner = new Client();
    const upload = await owner.upload(await png(2, 2, [1, 2, 3, 255]), "a.png");
    const stranger = new Client();
    expectError(await stranger.json(`/api/jobs/${upload.body.jobId}`), 404, "Job not found");
    expectError(await stranger.json(`/api/jobs/${upload.body.jobId}/download`), 404, "Job not found");
    expect((await stranger.json<unknown[]>("/api/jobs")).body).toEqual([]);
  });
});

describe("bad uploads are refused with their message and leave nothing behind", () => {
  const bomb = () => {
    // 8 MB of zeros deflates ~1000:1: far above the 100:1 a texture pack ever needs.
    return zip({ "assets/minecraft/textures/block/a.png": new Uint8Array(8 * 1024 * 1024) });
  };
  const cases: [string, () => Promise<Uint8Array | string> | Uint8Array | string, string, number, RegExp][] = [
    ["wrong extension", () => "hello", "notes.txt", 415, /^Invalid file type$/],
    ["empty file", () => new Uint8Array(0), "empty.png", 400, /^Empty file$/],
    [
      "content that is not what the name says",
      () => zip({ "a.txt": new Uint8Array(1) }),
      "fake.png",
      415,
      /Invalid file type/,
    ],
    ["a .zip that is not a zip", () => png(2, 2, [0, 0, 0, 255]), "pack.zip", 415, /Invalid file type/],
    [
      "a damaged PNG (its signature, then garbage): the right type, so not 415",
      () => new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, ...new Array(40).fill(0x41)]),
      "corrupt.png",
      422,
      /^corrupt\.png is a damaged PNG$/,
    ],
    [
      "a corrupt zip",
      () => new Uint8Array([0x50, 0x4b, 3, 4, 1, 2, 3, 4, 5, 6, 7, 8]),
      "broken.zip",
      422,
      /not a readable ZIP/,
    ],
    [
      "a path that climbs out of the pack",
      () => zip({ "../evil.png": new Uint8Array(4) }),
      "evil.zip",
      400,
      /Unsafe path/,
    ],
    ["a zip bomb", bomb, "bomb.zip", 413, /zip bomb/],
    [
      "a zip listing more files than any pack (each would cost the job a row)",
      async () => {
        const out = memorySink();
        const writer = new ZipWriter(out.sink);
        for (let i = 0; i <= 100_000; i++) await writer.addFile(`f${i}`, new Uint8Array(0), { compress: false });
        await writer.finish();
        return out.bytes();
      },
      "many.zip",
      413,
      /^The archive lists 100,001 files; a pack can hold at most 100,000\.$/,
    ],
  ];
  for (const [what, make, name, status, message] of cases) {
    it(`refuses ${what}`, async () => {
      const client = new Client();
      expectError(await client.upload(await make(), name), status, message);
      expect((await client.json<unknown[]>("/api/jobs")).body).toEqual([]);
      expect((await env.BUCKET.list({ prefix: "jobs/" })).objects.filter((o) => o.key.includes(name))).toEqual([]);
    });
  }

  it("refuses invalid settings with the field that is wrong", async () => {
    const client = new Client();
    const result = await client.upload(await png(2, 2, [0, 0, 0, 255]), "a.png", { normalStrength: "strong" });
    expectError(result, 400, "Invalid settings");
    expect(JSON.stringify(result.body)).toContain("normalStrength");
  });

  it("refuses a resize to a size that is not one of the resolution options", async () => {
    const client = new Client();
    const settings = { advancedProcessing: { enableBulkResize: true, baseColorResolution: 100 } };
    const result = await client.upload(await png(2, 2, [0, 0, 0, 255]), "a.png", settings);
    expectError(result, 400, "Invalid settings");
    expect(JSON.stringify(result.body)).toContain(
      "advancedProcessing.baseColorResolution: must be one of 16, 32, 64, 128, 256, 512, 1024, 2048",
    );
    expect((await client.json<unknown[]>("/api/jobs")).body).toEqual([]);
  });

  it("refuses a request without a file", async () => {
    const form = new FormData();
    form.append("settings", "{}");
    expectError(await new Client().json("/api/upload", { method: "POST", body: form }), 400, "No file selected");
  });

  it("refuses a cross-site upload (CSRF)", async () => {
    const { exports } = await import("cloudflare:workers");
    const form = new FormData();
    form.append("file", new File([await png(2, 2, [0, 0, 0, 255])], "a.png"));
    const response = await exports.default.fetch(
      new Request("http://localhost/api/upload", {
        method: "POST",
        body: form,
        headers: { Origin: "https://evil.example" },
      }),
    );
    expect(response.status).toBe(403);
  });
});
