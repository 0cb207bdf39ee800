import { env } from "cloudflare:workers";
import { unzipSync } from "fflate";
import { describe, expect, it } from "vitest";
import { archiveBytes } from "../../worker-api/src/services/project-archive.js";
import { call, createProject, shareProject, signIn, type TestUser } from "./helpers.js";
import { png } from "./jobs-helpers.js";

// Download Pack read every file with its own request (3,000 round trips for a large project, each
// checking the session and access again); the archive is the whole project in one response.

async function upload(owner: TestUser, projectId: number, path: string, bytes: Uint8Array) {
  const form = new FormData();
  form.append("file", new File([bytes], path.split("/").pop() ?? "x.png", { type: "image/png" }));
  form.append("path", path);
  const response = await call(`/api/projects/${projectId}/files`, { as: owner, form });
  if (response.status !== 201) throw new Error(`Upload of ${path} answered ${response.status}`);
  return ((await response.json()) as { id: number }).id;
}

/** A file stored as the upload route stores it, without its checks: one too large to upload in a test's time. */
async function storeDirectly(projectId: number, path: string, bytes: Uint8Array) {
  const key = `projects/${projectId}/files/${crypto.randomUUID()}`;
  await env.BUCKET.put(key, bytes);
  const now = new Date().toISOString();
  await env.DB.prepare(
    "insert into project_files (project_id, path, size, content_type, status, r2_key, created_at, updated_at) values (?, ?, ?, 'image/png', 'valid', ?, ?, ?)",
  )
    .bind(projectId, path, bytes.length, key, now, now)
    .run();
}

/** A file's SHA-256 and length: a 9 MB comparison element by element (and its diff) exhausts the test's heap. */
async function fingerprint(bytes: Uint8Array | undefined) {
  if (!bytes) return "missing";
  const digest = new Uint8Array(await crypto.subtle.digest("SHA-256", bytes));
  return `${bytes.length} bytes, ${[...digest].map((byte) => byte.toString(16).padStart(2, "0")).join("")}`;
}

async function archive(projectId: number, as: TestUser | null) {
  return call(`/api/projects/${projectId}/files/archive`, { as });
}

describe("a project's files archive", () => {
  it("holds every file at its path, byte for byte, for any member", async () => {
    const [owner, viewer] = await Promise.all([signIn("archive-owner"), signIn("archive-viewer")]);
    const projectId = await createProject(owner, "Archived");
    await shareProject(owner, projectId, viewer, "view");
    const files: Record<string, Uint8Array> = {
      "assets/minecraft/textures/block/stone.png": await png(4, 4, [10, 20, 30, 255]),
      "assets/minecraft/textures/block/mossy stone bricks.png": await png(8, 8, [40, 90, 30, 255]),
      "assets/minecraft/textures/item/my sword_n.png": await png(2, 2, [128, 128, 255, 255]),
      "assets/minecraft/textures/entity/cow/brown cow.png": await png(1, 1, [1, 2, 3, 255]),
    };
    for (const [path, bytes] of Object.entries(files)) await upload(owner, projectId, path, bytes);
    // Larger than a file the archive holds whole: it is streamed in, its CRC read first.
    const large = new Uint8Array(9 * 1024 * 1024);
    for (let i = 0; i < large.length; i += 4096) crypto.getRandomValues(large.subarray(i, i + 4096));
    files["assets/minecraft/textures/block/huge.png"] = large;
    await storeDirectly(projectId, "assets/minecraft/textures/block/huge.png", large);

    for (const member of [owner, viewer]) {
      const response = await archive(projectId, member);
      expect(response.status).toBe(200);
      expect(response.headers.get("Content-Type")).toBe("application/zip");
      expect(response.headers.get("Cache-Control")).toBe("private, no-store");
      expect(response.headers.get("Content-Disposition")).toBe(`attachment; filename="project-${projectId}-files.zip"`);
      const entries = unzipSync(new Uint8Array(await response.arrayBuffer()));
      expect(Object.keys(entries).sort()).toEqual(Object.keys(files).sort());
      for (const [path, bytes] of Object.entries(files)) {
        expect(await fingerprint(entries[path]), path).toBe(await fingerprint(bytes));
      }
    }
  });

  it("stores its entries with their sizes up front, so a streaming reader needs no data descriptor", async () => {
    const owner = await signIn("archive-headers");
    const projectId = await createProject(owner);
    const bytes = await png(4, 4, [200, 10, 10, 255]);
    await upload(owner, projectId, "assets/minecraft/textures/block/red.png", bytes);
    const zip = new Uint8Array(await (await archive(projectId, owner)).arrayBuffer());
    const header = new DataView(zip.buffer, zip.byteOffset);
    expect(header.getUint32(0, true)).toBe(0x04034b50);
    // Flags: no data descriptor (bit 3); method 0 (stored); both sizes are the file's.
    expect(header.getUint16(6, true) & 8).toBe(0);
    expect(header.getUint16(8, true)).toBe(0);
    expect(header.getUint32(18, true)).toBe(bytes.length);
    expect(header.getUint32(22, true)).toBe(bytes.length);
    // The length the 4 GB check counts is the archive's own.
    expect(zip.length).toBe(archiveBytes([{ path: "assets/minecraft/textures/block/red.png", size: bytes.length }]));
  });

  it("refuses a project over 4 GB before sending anything, and lists its files as before", async () => {
    const owner = await signIn("archive-too-large");
    const projectId = await createProject(owner, "Enormous");
    // Rows only: three 1.5 GB files the archive would have to hold (no object is read before the check).
    const now = new Date().toISOString();
    for (const name of ["a", "b", "c"]) {
      await env.DB.prepare(
        "insert into project_files (project_id, path, size, content_type, status, r2_key, created_at, updated_at) values (?, ?, ?, 'image/png', 'valid', ?, ?, ?)",
      )
        .bind(projectId, `${name}.png`, 1.5 * 1024 ** 3, `projects/${projectId}/files/${name}`, now, now)
        .run();
    }
    const response = await archive(projectId, owner);
    expect(response.status).toBe(413);
    const { error } = (await response.json()) as { error: { code: string; message: string } };
    expect(error.code).toBe("project_too_large");
    expect(error.message).toBe(
      "This project's files come to 4.5 GB; Download Pack can read at most 4 GB at once. Download single textures from the Textures tab, or move some into another project.",
    );
    const listed = await call(`/api/projects/${projectId}/files`, { as: owner });
    expect(((await listed.json()) as unknown[]).length).toBe(3);
  });

  it("is an empty zip for a project without files", async () => {
    const owner = await signIn("archive-empty");
    const projectId = await createProject(owner);
    const response = await archive(projectId, owner);
    expect(response.status).toBe(200);
    expect(unzipSync(new Uint8Array(await response.arrayBuffer()))).toEqual({});
  });

  it("leaves out a file whose object is gone since it was listed", async () => {
    const owner = await signIn("archive-gone");
    const projectId = await createProject(owner);
    await upload(owner, projectId, "a.png", await png(1, 1, [1, 1, 1, 255]));
    const kept = await png(1, 1, [2, 2, 2, 255]);
    await upload(owner, projectId, "b.png", kept);
    const row = await env.DB.prepare("select r2_key from project_files where project_id = ? and path = 'a.png'")
      .bind(projectId)
      .first<{ r2_key: string }>();
    await env.BUCKET.delete(row?.r2_key ?? "");
    const entries = unzipSync(new Uint8Array(await (await archive(projectId, owner)).arrayBuffer()));
    expect(entries).toEqual({ "b.png": kept });
  });

  it("is refused to guests and to people the project is not shared with, as the project routes refuse", async () => {
    const [owner, stranger] = await Promise.all([signIn("archive-refuser"), signIn("archive-stranger")]);
    const projectId = await createProject(owner);
    await upload(owner, projectId, "secret.png", await png(1, 1, [9, 9, 9, 255]));

    const guest = await archive(projectId, null);
    expect(guest.status).toBe(401);
    expect(((await guest.json()) as { error: { message: string } }).error.message).toBe("Sign in to continue");
    const outsider = await archive(projectId, stranger);
    expect(outsider.status).toBe(404);
    expect(((await outsider.json()) as { error: { message: string } }).error.message).toBe("Project not found");
    const unknown = await archive(projectId + 1000, owner);
    expect(unknown.status).toBe(404);
  });
});
