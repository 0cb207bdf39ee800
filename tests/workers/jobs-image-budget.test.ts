import { describe, expect, it } from "vitest";
import { signIn } from "./helpers.js";
import { Client, expectError, projectOf } from "./jobs-helpers.js";

// A forged header declaring more pixels than the pipeline converts is refused with the same 413 and
// message on every route, before the file-size floor that would call it truncated (a 422).

function crc32(bytes: Uint8Array): number {
  let crc = 0xffffffff;
  for (const byte of bytes) {
    crc ^= byte;
    for (let bit = 0; bit < 8; bit++) crc = (crc >>> 1) ^ (0xedb88320 & -(crc & 1));
  }
  return (crc ^ 0xffffffff) >>> 0;
}

function chunk(type: string, data: Uint8Array): Uint8Array {
  const out = new Uint8Array(12 + data.length);
  const view = new DataView(out.buffer);
  view.setUint32(0, data.length);
  out.set(new TextEncoder().encode(type), 4);
  out.set(data, 8);
  view.setUint32(8 + data.length, crc32(out.subarray(4, 8 + data.length)));
  return out;
}

/** A 74-byte PNG whose IHDR declares 100000x100000. */
function forgedPng(): Uint8Array {
  const ihdr = new Uint8Array(13);
  const view = new DataView(ihdr.buffer);
  view.setUint32(0, 100_000);
  view.setUint32(4, 100_000);
  ihdr.set([8, 6, 0, 0, 0], 8);
  const parts = [
    new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk("IHDR", ihdr),
    chunk("IDAT", new Uint8Array(17)),
    chunk("IEND", new Uint8Array(0)),
  ];
  const bytes = new Uint8Array(parts.reduce((sum, part) => sum + part.length, 0));
  let at = 0;
  for (const part of parts) {
    bytes.set(part, at);
    at += part.length;
  }
  return bytes;
}

const REFUSAL = /^h\.png: 100000x100000 exceeds the limit of 8192x8192 pixels$/;

describe("an image whose header declares 100000x100000", () => {
  it("is 74 bytes", () => {
    expect(forgedPng().length).toBe(74);
  });

  it("is refused with 413 by project files, /api/upload, /api/uploads and /api/jobs alike", async () => {
    const user = await signIn("budget");
    const client = new Client().withCookie(user.cookie);
    const projectId = await projectOf(client);
    const file = () => new File([forgedPng()], "h.png", { type: "image/png" });

    const projectForm = new FormData();
    projectForm.append("file", file());
    expectError(
      await client.json(`/api/projects/${projectId}/files`, { method: "POST", body: projectForm }),
      413,
      REFUSAL,
    );

    const uploadForm = new FormData();
    uploadForm.append("file", file());
    expectError(await client.json("/api/upload", { method: "POST", body: uploadForm }), 413, REFUSAL);

    const start = await client.json<{ uploadId: string }>("/api/uploads", {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({ name: "h.png", size: 74, settings: {} }),
    });
    expect(start.status).toBe(201);
    const { uploadId } = start.body;
    expect((await client.json(`/api/uploads/${uploadId}/parts/1`, { method: "PUT", body: forgedPng() })).status).toBe(
      200,
    );
    expectError(await client.json(`/api/uploads/${uploadId}/complete`, { method: "POST" }), 413, REFUSAL);

    const batchForm = new FormData();
    batchForm.append("files", file());
    batchForm.append("settings", "{}");
    expectError(await client.json("/api/jobs", { method: "POST", body: batchForm }), 413, REFUSAL);

    expect((await client.json<unknown[]>("/api/jobs")).body).toEqual([]);
  });
});
