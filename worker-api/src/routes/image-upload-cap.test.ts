import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { call, callJson, createProject, signIn } from "../../../tests/workers/helpers.js";
import { png } from "../../../tests/workers/jobs-helpers.js";
import { MAX_DECODED_IMAGE_BYTES, MAX_IMAGE_BYTES } from "../lib/upload-limits.js";

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});

function crc32(bytes: Uint8Array, from: number, to: number): number {
  let c = 0xffffffff;
  for (let i = from; i < to; i++) c = (CRC_TABLE[(c ^ (bytes[i] ?? 0)) & 0xff] ?? 0) ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}

/**
 * A PNG of exactly `size` bytes declaring `side` x `side` (4096: over 2048x2048, so the upload check
 * reads its header and stores it as is): IHDR, one IDAT of patterned bytes filling the rest, IEND,
 * every CRC right.
 */
function pngOfSize(size: number, side = 4096): Uint8Array {
  const bytes = new Uint8Array(size);
  const view = new DataView(bytes.buffer);
  bytes.set([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  const chunk = (at: number, type: string, length: number) => {
    view.setUint32(at, length);
    bytes.set(new TextEncoder().encode(type), at + 4);
    return at + 8;
  };
  const seal = (at: number, end: number) => view.setUint32(end, crc32(bytes, at + 4, end));
  const ihdr = chunk(8, "IHDR", 13);
  view.setUint32(ihdr, side);
  view.setUint32(ihdr + 4, side);
  bytes.set([8, 6, 0, 0, 0], ihdr + 8);
  seal(8, ihdr + 13);
  const idatAt = ihdr + 17;
  const idatLength = size - idatAt - 12 - 12;
  const data = chunk(idatAt, "IDAT", idatLength);
  for (let i = 0; i < idatLength; i++) bytes[data + i] = (i * 131 + (i >>> 13)) & 0xff;
  seal(idatAt, data + idatLength);
  seal(chunk(data + idatLength + 4, "IEND", 0) - 8, data + idatLength + 12);
  return bytes;
}

const sha256 = async (bytes: ArrayBuffer | Uint8Array) =>
  [...new Uint8Array(await crypto.subtle.digest("SHA-256", bytes))]
    .map((b) => b.toString(16).padStart(2, "0"))
    .join("");

const imageForm = (bytes: Uint8Array, name: string, path?: string) => {
  const form = new FormData();
  form.append("file", new File([bytes], name, { type: "image/png" }));
  if (path) form.append("path", path);
  return form;
};

const tooLarge = { code: "file_too_large", message: "A single image can be at most 64MB." };

describe("an image exactly at the cap is stored byte for byte; one byte more is refused and changes nothing", () => {
  const atCap = pngOfSize(MAX_IMAGE_BYTES);
  const overCap = pngOfSize(MAX_IMAGE_BYTES + 1);

  it("holds for a project's texture upload", async () => {
    const owner = await signIn("cap");
    const projectId = await createProject(owner, "Cap");
    const small = await png(16, 16, [40, 160, 40, 255]);
    const added = await callJson<{ id: string }>(`/api/projects/${projectId}/files`, {
      as: owner,
      form: imageForm(small, "grass.png", "block/grass.png"),
    });
    expect(added.status).toBe(201);

    const refused = await callJson(`/api/projects/${projectId}/files`, {
      as: owner,
      form: imageForm(overCap, "grass.png", "block/grass.png"),
    });
    expect(refused.status).toBe(413);
    expect(refused.body.error).toMatchObject(tooLarge);
    const kept = await call(`/api/projects/${projectId}/files/${added.body.id}/content`, { as: owner });
    expect(await sha256(await kept.arrayBuffer())).toBe(await sha256(small));

    const replaced = await callJson<{ id: string; size: number }>(`/api/projects/${projectId}/files`, {
      as: owner,
      form: imageForm(atCap, "grass.png", "block/grass.png"),
    });
    expect(replaced.status).toBe(200);
    expect(replaced.body.size).toBe(MAX_IMAGE_BYTES);
    const stored = await call(`/api/projects/${projectId}/files/${replaced.body.id}/content`, { as: owner });
    expect(await sha256(await stored.arrayBuffer())).toBe(await sha256(atCap));
  });

  it("holds for a Library upload and a Library replacement", async () => {
    const user = await signIn("cap");
    const refused = await callJson("/api/uploaded-content", { as: user, form: imageForm(overCap, "big.png") });
    expect(refused.status).toBe(413);
    expect(refused.body.error).toMatchObject(tooLarge);
    expect((await callJson<unknown[]>("/api/uploaded-content", { as: user })).body).toHaveLength(0);

    const created = await callJson<{ id: number; fileSize: number }>("/api/uploaded-content", {
      as: user,
      form: imageForm(atCap, "big.png"),
    });
    expect(created.status).toBe(201);
    expect(created.body.fileSize).toBe(MAX_IMAGE_BYTES);
    const stored = await call(`/api/uploaded-content/${created.body.id}/file`, { as: user });
    expect(await sha256(await stored.arrayBuffer())).toBe(await sha256(atCap));

    const small = await png(16, 16, [200, 40, 40, 255]);
    const item = await callJson<{ id: number }>("/api/uploaded-content", {
      as: user,
      form: imageForm(small, "red.png"),
    });
    const overReplace = await callJson(`/api/uploaded-content/${item.body.id}`, {
      method: "PUT",
      as: user,
      form: imageForm(overCap, "red.png"),
    });
    expect(overReplace.status).toBe(413);
    expect(overReplace.body.error).toMatchObject(tooLarge);
    const kept = await call(`/api/uploaded-content/${item.body.id}/file`, { as: user });
    expect(await sha256(await kept.arrayBuffer())).toBe(await sha256(small));

    const replaced = await callJson<{ fileSize: number }>(`/api/uploaded-content/${item.body.id}`, {
      method: "PUT",
      as: user,
      form: imageForm(atCap, "red.png"),
    });
    expect(replaced.status).toBe(200);
    expect(replaced.body.fileSize).toBe(MAX_IMAGE_BYTES);
    const now = await call(`/api/uploaded-content/${item.body.id}/file`, { as: user });
    expect(await sha256(await now.arrayBuffer())).toBe(await sha256(atCap));
    // Two items of one object each (no thumbnail over 2048x2048): the refusals stored nothing.
    expect(await env.BUCKET.list({ prefix: `library/${user.id}/` }).then((page) => page.objects.length)).toBe(2);
  });
});

describe("an image of 2048x2048 or less in a file over 20 MB is checked by its header, not decoded", () => {
  // Its pixels would be decoded beside a copy of the file in the codec: past the isolate's 128 MB at 64 MB.
  const padded = pngOfSize(MAX_DECODED_IMAGE_BYTES + 1, 2048);

  it("is added to a project with the header checks and a line saying why", async () => {
    const owner = await signIn("cap");
    const projectId = await createProject(owner, "Header only");
    const added = await callJson<{ id: string }>(`/api/projects/${projectId}/files`, {
      as: owner,
      form: imageForm(padded, "stone.png", "block/stone.png"),
    });
    expect(added.status).toBe(201);
    const { body } = await callJson<{ issues: { message: string }[] }>(`/api/projects/${projectId}/issues`, {
      as: owner,
    });
    expect(JSON.stringify(body)).toContain(
      "Checked from its header only: the server reads the pixels of images up to 2048x2048 in files up to 20 MB",
    );
  });

  it("is kept in the Library without a thumbnail", async () => {
    const user = await signIn("cap");
    const created = await callJson<{ id: number; thumbnailUrl: string }>("/api/uploaded-content", {
      as: user,
      form: imageForm(padded, "stone.png"),
    });
    expect(created.status).toBe(201);
    expect(created.body.thumbnailUrl).toMatch(new RegExp(`/api/uploaded-content/${created.body.id}/file`));
  });
});
