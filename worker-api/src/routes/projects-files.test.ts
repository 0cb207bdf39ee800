import { describe, expect, it } from "vitest";
import { call, callJson, createProject } from "../../../tests/workers/helpers.js";
import { owner, pngEncoder, signInOwner, upload } from "./project-routes-fixtures.js";

signInOwner();

describe("project files, issues and stats", () => {
  it("stores uploaded textures in R2 and computes the tree, issues and stats from them", async () => {
    const encodePng = await pngEncoder();
    const good = await encodePng({ width: 16, height: 16, data: new Uint8ClampedArray(16 * 16 * 4).fill(200) });
    const odd = await encodePng({ width: 3, height: 5, data: new Uint8ClampedArray(3 * 5 * 4).fill(90) });
    const id = await createProject(owner, "Files");

    expect((await upload(owner, id, "assets/minecraft/textures/block/stone.png", good)).status).toBe(201);
    expect((await upload(owner, id, "assets/minecraft/textures/block/odd.png", odd)).status).toBe(201);
    const rejected = await upload(owner, id, "notes.png", new TextEncoder().encode("not an image at all"));
    expect(rejected.status).toBe(415);
    // A real GIF is an image, but not one of the types a project takes (its export must convert it):
    // the bytes decide under a .png name, and a .gif name is refused before they are read.
    const gifBytes = new TextEncoder().encode("GIF89a\x01\x00\x01\x00");
    const gif = await upload(owner, id, "assets/minecraft/textures/block/fire.png", gifBytes);
    expect(gif.status).toBe(415);
    expect(JSON.stringify(await gif.json())).toContain("Please upload a PNG, JPG, TIFF, or TGA image.");
    const gifName = await upload(owner, id, "assets/minecraft/textures/block/fire.gif", gifBytes);
    expect(gifName.status).toBe(400);
    expect(JSON.stringify(await gifName.json())).toContain(
      "File path must end in .png, .jpg, .jpeg, .tif, .tiff or .tga",
    );
    const outside = await upload(owner, id, "../../etc/passwd.png", good);
    expect(outside.status).toBe(400);

    const tree = await callJson<{ type: string; path: string; size: number; status: string; preview: string | null }[]>(
      `/api/projects/${id}/files`,
      { as: owner },
    );
    const folders = tree.body.filter((entry) => entry.type === "folder").map((entry) => entry.path);
    expect(folders).toEqual([
      "assets",
      "assets/minecraft",
      "assets/minecraft/textures",
      "assets/minecraft/textures/block",
    ]);
    const stone = tree.body.find((entry) => entry.path.endsWith("stone.png"));
    expect(stone).toMatchObject({ status: "completed", size: good.byteLength });
    const preview = await call(stone?.preview ?? "", { as: owner });
    expect(new Uint8Array(await preview.arrayBuffer())).toEqual(good);

    const issues = await callJson<{ level: string; file: string; message: string }[]>(`/api/projects/${id}/issues`, {
      as: owner,
    });
    expect(issues.body).toEqual([
      expect.objectContaining({
        level: "error",
        file: "assets/minecraft/textures/block/odd.png",
        message: "Resolution 3x5 is not a power of two",
      }),
    ]);

    const stats = await callJson(`/api/projects/${id}/stats`, { as: owner });
    expect(stats.body).toMatchObject({
      totalFiles: 2,
      completedFiles: 1,
      errorFiles: 1,
      processingFiles: 0,
      averageScore: 80,
      totalBytes: good.byteLength + odd.byteLength,
    });
    const project = await callJson(`/api/projects/${id}`, { as: owner });
    expect(project.body).toMatchObject({ textureCount: 2 });
  });

  it("validates the pixels of a map added by hand, as a conversion does, so its score is not a clean 100", async () => {
    const encodePng = await pngEncoder();
    // _s with G 245 (an unassigned metal id in LabPBR 1.3) on every pixel; a sound one beside it.
    const specular = (green: number) => {
      const data = new Uint8ClampedArray(16 * 16 * 4);
      for (let i = 0; i < data.length; i += 4) data.set([120, green, 0, 255], i);
      return encodePng({ width: 16, height: 16, data });
    };
    const id = await createProject(owner, "Hand-made maps");
    const bad = await upload(owner, id, "assets/minecraft/textures/block/stone_s.png", await specular(245));
    expect(bad.status).toBe(201);
    expect(await bad.json()).toMatchObject({ status: "error", validationScore: 60 });
    const sound = await upload(owner, id, "assets/minecraft/textures/block/dirt_s.png", await specular(10));
    expect(await sound.json()).toMatchObject({ status: "completed", validationScore: 100 });

    const issues = await callJson<{ level: string; file: string; message: string }[]>(`/api/projects/${id}/issues`, {
      as: owner,
    });
    expect(issues.body).toEqual([
      expect.objectContaining({
        level: "error",
        file: "assets/minecraft/textures/block/stone_s.png",
        message: expect.stringContaining("G 245 is an unassigned metal id (238-254)"),
      }),
    ]);
    const stats = await callJson(`/api/projects/${id}/stats`, { as: owner });
    expect(stats.body).toMatchObject({ completedFiles: 1, errorFiles: 1, averageScore: 80 });
  });

  it("serves file content with nosniff, so a browser never runs it as another type", async () => {
    const encodePng = await pngEncoder();
    const png = await encodePng({ width: 4, height: 4, data: new Uint8ClampedArray(64).fill(7) });
    const id = await createProject(owner, "Sniffed");
    const created = await upload(owner, id, "a.png", png);
    const { preview } = (await created.json()) as { preview: string };
    const content = await call(preview, { as: owner });
    expect(content.status).toBe(200);
    expect(content.headers.get("content-type")).toBe("image/png");
    expect(content.headers.get("x-content-type-options")).toBe("nosniff");
  });
});
