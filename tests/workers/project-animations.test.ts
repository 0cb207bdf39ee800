import { unzipSync } from "fflate";
import { describe, expect, it } from "vitest";
import { signIn } from "./helpers.js";
import { Client, png, projectFilePaths, projectOf, uploadInto, zip } from "./jobs-helpers.js";

// A pack converted into a project keeps what Download Pack needs to rebuild it: animations and pack.mcmeta.

const block = "assets/minecraft/textures/block/";
const text = (value: string) => new TextEncoder().encode(value);

interface FileEntry {
  id: string;
  path: string;
  type: string;
  validationScore: number | null;
  preview: string | null;
}

describe("converting an animated pack into a project", () => {
  it("stores the texture's and its maps' .mcmeta and the pack's pack.mcmeta as the zip holds them, counted as no texture", async () => {
    const animation = text('{"animation":{"frametime":2}}');
    const pack = {
      "pack.mcmeta": text('{"pack":{"pack_format":15,"description":"Lanterns by Ada"}}'),
      [`${block}sea_lantern.png`]: await png(16, 32, [120, 200, 210, 255]),
      [`${block}sea_lantern.png.mcmeta`]: animation,
      [`${block}stone.png`]: await png(16, 16, [120, 120, 120, 255]),
    };
    const client = new Client().withCookie((await signIn("animations")).cookie);
    const projectId = await projectOf(client);
    const upload = await uploadInto(client, zip(pack), projectId);
    expect(upload.status).toBe(201);
    expect((await client.waitForJob(upload.body.jobId)).status).toBe("completed");
    const output = unzipSync(
      new Uint8Array(await (await client.fetch(`/api/jobs/${upload.body.jobId}/download`)).arrayBuffer()),
    );

    const metas = [
      "pack.mcmeta",
      `${block}sea_lantern.png.mcmeta`,
      `${block}sea_lantern_n.png.mcmeta`,
      `${block}sea_lantern_s.png.mcmeta`,
    ];
    expect((await projectFilePaths(client, projectId)).filter((path) => path.endsWith(".mcmeta"))).toEqual(
      [...metas].sort(),
    );
    const files = (await client.json<FileEntry[]>(`/api/projects/${projectId}/files`)).body;
    for (const path of metas) {
      const file = files.find((entry) => entry.path === path);
      expect(file).toMatchObject({ validationScore: null, preview: null });
      const content = await client.fetch(`/api/projects/${projectId}/files/${file?.id}/content`);
      const bytes = new Uint8Array(await content.arrayBuffer());
      expect(bytes, path).toEqual(output[path]);
      if (path !== "pack.mcmeta") expect(bytes, path).toEqual(animation);
    }
    // The pack's own description, marked as the converted zip marks it; not one made up for the project.
    const description = JSON.parse(new TextDecoder().decode(output["pack.mcmeta"])).pack.description;
    expect(description).toBe("Lanterns by Ada (LabPBR)");

    const listed = (await client.json<{ id: number; textureCount: number }[]>("/api/projects")).body;
    expect(listed.find((project) => project.id === projectId)?.textureCount).toBe(2);
    expect((await client.json<{ textureCount: number }>(`/api/projects/${projectId}`)).body.textureCount).toBe(2);
    const stats = (await client.json<{ averageScore: number | null }>(`/api/projects/${projectId}/stats`)).body;
    expect(stats.averageScore).not.toBeNull();
  });
});
