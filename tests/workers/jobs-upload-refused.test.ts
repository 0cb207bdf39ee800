import { env } from "cloudflare:workers";
import { memorySink, ZipWriter } from "@greenhouse/wasm-pipeline";
import { describe, expect, it } from "vitest";
import { Client, expectError, png, zip } from "./jobs-helpers.js";

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
