import { env } from "cloudflare:workers";
import { writeTiff } from "@greenhouse/wasm-pipeline/testing/fixture-writers";
import { scrambledPng } from "@greenhouse/wasm-pipeline/testing/scrambled-png";
import { describe, expect, it } from "vitest";
import { Client, expectError, png, smallPack, zip } from "./jobs-helpers.js";

interface Validation {
  isValid: boolean;
  totalFiles: number;
  textureFiles: number;
  issues: { level: string; filename: string; message: string }[];
  fileDetails: { path: string; filename: string; size: number; validation: { isValid: boolean } }[];
}

const validate = (client: Client, bytes: Uint8Array | string, name: string) => {
  const form = new FormData();
  form.append("file", new File([bytes], name));
  return client.json<Validation>("/api/validate", { method: "POST", body: form });
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

  it("validates a TIFF named .tif as one named .tiff", async () => {
    const tif = writeTiff(16, 16, new Uint8Array(16 * 16 * 4).fill(200));
    const named = async (name: string) => {
      const result = await validate(new Client(), tif, name);
      expect(result.status, name).toBe(200);
      // The same findings, whichever of the two names the file has.
      return JSON.stringify(result.body.issues)
        .replace(/stone\.tiff?/g, "<name>")
        .replace(/\.tiff?"/g, '<ext>"');
    };
    expect(await named("stone.tif")).toBe(await named("stone.tiff"));
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

  it("calls the zip a single image's conversion downloads valid: its textures checked, a warning it is no pack", async () => {
    const client = new Client();
    const upload = await client.upload(await png(16, 16, [120, 110, 100, 255]), "stone.png");
    expect((await client.waitForJob(upload.body.jobId)).status).toBe("completed");
    const converted = new Uint8Array(
      await (await client.fetch(`/api/jobs/${upload.body.jobId}/download`)).arrayBuffer(),
    );
    const result = await validate(client, converted, "stone_labpbr.zip");
    expect(result.status).toBe(200);
    expect(result.body.issues.filter((issue) => issue.level === "error")).toEqual([]);
    expect(result.body).toMatchObject({ isValid: true, totalFiles: 3, textureFiles: 3 });
    expect(result.body.issues[0]).toMatchObject({ level: "warning", filename: "pack.mcmeta", missing: true });
    expect(result.body.issues[0]?.message).toMatch(/^No pack\.mcmeta: loose textures .* only from a resource pack$/);
    expect(result.body.fileDetails.map((file) => [file.path, file.validation.isValid])).toEqual([
      ["stone.png", true],
      ["stone_n.png", true],
      ["stone_s.png", true],
    ]);
  });

  it("refuses bad input with the same messages as uploads", async () => {
    const client = new Client();
    expectError(await validate(client, "hi", "notes.txt"), 415, "Invalid file type");
    expectError(await validate(client, new Uint8Array(0), "a.png"), 400, "Empty file");
    expectError(await validate(client, zip({ "../x.png": new Uint8Array(2) }), "x.zip"), 400, /Unsafe path/);
    // A header over the pixels the Worker decodes for validation is oversize, not a finding.
    const huge = scrambledPng();
    new DataView(huge.buffer).setUint32(16, 4096);
    new DataView(huge.buffer).setUint32(20, 4096);
    expectError(
      await validate(client, huge, "huge.png"),
      413,
      "huge.png: 4096x4096 exceeds the limit of 2048x2048 pixels",
    );
  });

  it("answers a damaged texture with its Critical Error, as Validate lists any finding, not a refusal", async () => {
    const client = new Client();
    const scrambled = await validate(client, scrambledPng(), "stone.png");
    expect(scrambled.status).toBe(200);
    expect(scrambled.body).toEqual({
      isValid: false,
      totalFiles: 1,
      textureFiles: 1,
      issues: [
        {
          level: "error",
          filename: "stone.png",
          message: "This PNG is damaged: its pixel data cannot be read",
          suggestion: "Re-export the file from an image editor",
        },
      ],
      fileDetails: [
        { path: "stone.png", filename: "stone.png", size: scrambledPng().length, validation: { isValid: false } },
      ],
    });
    // A PNG signature then too little: a damaged PNG (it was a 422 "a.png is a damaged PNG" toast).
    const cut = await validate(client, new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 1]), "a.png");
    expect(cut.status).toBe(200);
    expect(cut.body.isValid).toBe(false);
    expect(cut.body.issues).toMatchObject([
      { level: "error", filename: "a.png", message: "This PNG is damaged: PNG ends before its IHDR chunk" },
    ]);
    // Another format says which: a TGA cut inside its pixels.
    const tga = new Uint8Array([0, 0, 2, 0, 0, 0, 0, 0, 0, 0, 0, 0, 4, 0, 4, 0, 32, 8, 1, 2, 3]);
    const cutTga = await validate(client, tga, "grass.tga");
    expect(cutTga.status).toBe(200);
    expect(cutTga.body.issues[0]?.message).toMatch(/^This TGA is damaged: file ends after 21 bytes/);
  });
});

interface UploadProgress {
  uploadId: string;
  partSize: number;
  partCount: number;
}

/** Starts a chunked upload of `bytes`, sends the parts numbered in `send` and answers a sender for the rest. */
async function chunkedUpload(client: Client, bytes: Uint8Array, name: string, send: (count: number) => number[]) {
  const start = await client.json<UploadProgress>("/api/uploads", {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify({ name, size: bytes.length }),
  });
  expect(start.status).toBe(201);
  const { uploadId, partSize, partCount } = start.body;
  const sendPart = async (n: number) => {
    const part = bytes.subarray((n - 1) * partSize, n * partSize);
    expect((await client.json(`/api/uploads/${uploadId}/parts/${n}`, { method: "PUT", body: part })).status).toBe(200);
  };
  for (const n of send(partCount)) await sendPart(n);
  return { uploadId, sendPart };
}

const storedUnder = async (prefix: string) => (await env.BUCKET.list({ prefix })).objects.length;

describe("POST /api/uploads/{id}/validate (Validate Only for files over one request)", () => {
  it("validates a pack sent in parts, then deletes it and forgets the upload", async () => {
    const client = new Client();
    const pack = await smallPack();
    pack["assets/minecraft/textures/block/stone_n.png"] = await png(8, 8, [128, 128, 255, 255]);
    pack["assets/minecraft/sounds/rain.ogg"] = new Uint8Array(9 * 1024 * 1024).map((_, i) => (i * 31) % 251);
    const bytes = zip(pack, 0);
    const { uploadId, sendPart } = await chunkedUpload(client, bytes, "big.zip", () => [2]);
    expectError(await client.json(`/api/uploads/${uploadId}/validate`, { method: "POST" }), 409, /missing parts 1/);
    await sendPart(1);
    // Someone else's upload id looks missing, and does not consume the upload.
    expectError(
      await new Client().json(`/api/uploads/${uploadId}/validate`, { method: "POST" }),
      404,
      /Upload not found/,
    );

    const result = await client.json<{ isValid: boolean; totalFiles: number; issues: unknown[] }>(
      `/api/uploads/${uploadId}/validate`,
      { method: "POST" },
    );
    expect(result.status).toBe(200);
    expect(result.body.totalFiles).toBe(Object.keys(pack).length);
    expect(result.body.isValid).toBe(false);
    expect(result.body.issues.some((issue) => /stone_n/.test(JSON.stringify(issue)))).toBe(true);
    expect(await storedUnder(`uploads/${uploadId}/`)).toBe(0);
    expectError(await client.json(`/api/uploads/${uploadId}`), 404, /Upload not found/);
  });

  it("refuses an unsafe pack with the upload message and keeps nothing", async () => {
    const client = new Client();
    const { uploadId } = await chunkedUpload(client, zip({ "../x.png": new Uint8Array(2) }), "x.zip", (n) => [n]);
    expectError(await client.json(`/api/uploads/${uploadId}/validate`, { method: "POST" }), 400, /Unsafe path/);
    expect(await storedUnder(`uploads/${uploadId}/`)).toBe(0);
  });

  it("validates a single texture sent as one part", async () => {
    const client = new Client();
    const { uploadId } = await chunkedUpload(client, await png(16, 16, [90, 90, 90, 255]), "stone.png", (n) => [n]);
    const result = await client.json<{ totalFiles: number; issues: unknown[] }>(`/api/uploads/${uploadId}/validate`, {
      method: "POST",
    });
    expect(result.status).toBe(200);
    expect(result.body).toMatchObject({ totalFiles: 1, textureFiles: 1 });
    expect(await storedUnder(`uploads/${uploadId}/`)).toBe(0);
  });
});
