import { unzipSync } from "fflate";
import { describe, expect, it } from "vitest";
import { Client, expectError, png, smallPack, zip } from "./jobs-helpers.js";

// Single textures (PNG, TGA, TIFF) are in jobs-upload-single.test.ts, refused uploads in jobs-upload-refused.test.ts.
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

  it("keeps a guest's jobs private: another browser sees 404 and an empty list", async () => {
    const owner = new Client();
    const upload = await owner.upload(await png(2, 2, [1, 2, 3, 255]), "a.png");
    const stranger = new Client();
    expectError(await stranger.json(`/api/jobs/${upload.body.jobId}`), 404, "Job not found");
    expectError(await stranger.json(`/api/jobs/${upload.body.jobId}/download`), 404, "Job not found");
    expect((await stranger.json<unknown[]>("/api/jobs")).body).toEqual([]);
  });
});
