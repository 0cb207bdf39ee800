import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { Client, expectError, png, smallPack, zip } from "./jobs-helpers.js";

const validate = (client: Client, bytes: Uint8Array | string, name: string) => {
  const form = new FormData();
  form.append("file", new File([bytes], name));
  return client.json<{ isValid: boolean; totalFiles: number; textureFiles: number; issues: { message: string }[] }>(
    "/api/validate",
    { method: "POST", body: form },
  );
};

describe("POST /api/validate", () => {
  it("validates a single texture and stores nothing", async () => {
    const before = (await env.BUCKET.list()).objects.length;
    const result = await validate(new Client(), await png(16, 16, [100, 100, 100, 255]), "stone.png");
    expect(result.status).toBe(200);
    expect(result.body).toMatchObject({ totalFiles: 1, textureFiles: 1 });
    expect(Array.isArray(result.body.issues)).toBe(true);
    expect((await env.BUCKET.list()).objects.length).toBe(before);
  });

  it("validates a pack: counts its files and reports LabPBR issues", async () => {
    const pack = await smallPack();
    pack["assets/minecraft/textures/block/stone_n.png"] = await png(8, 8, [128, 128, 255, 255]);
    const result = await validate(new Client(), zip(pack), "pack.zip");
    expect(result.status).toBe(200);
    expect(result.body.totalFiles).toBe(Object.keys(pack).length);
    // An _n of a different size than its base is an error the validator must name.
    expect(result.body.isValid).toBe(false);
    expect(result.body.issues.some((issue) => /stone_n/.test(JSON.stringify(issue)))).toBe(true);
  });

  it("refuses bad input with the same messages as uploads", async () => {
    const client = new Client();
    expectError(await validate(client, "hi", "notes.txt"), 415, "Invalid file type");
    expectError(await validate(client, new Uint8Array(0), "a.png"), 400, "Empty file");
    expectError(await validate(client, zip({ "../x.png": new Uint8Array(2) }), "x.zip"), 400, /Unsafe path/);
    expectError(
      await validate(client, new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 1]), "a.png"),
      415,
      "Invalid file type",
    );
  });
});
