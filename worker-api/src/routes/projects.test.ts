import { env } from "cloudflare:workers";
import { beforeAll, describe, expect, it } from "vitest";
import { call, callJson, createProject, shareProject, signIn, type TestUser } from "../../../tests/workers/helpers.js";
import { saveProjectFile } from "../db/project-files.js";

let owner: TestUser;
let stranger: TestUser;

beforeAll(async () => {
  owner = await signIn("owner");
  stranger = await signIn("stranger");
});

describe("projects CRUD", () => {
  it("creates a project with a trimmed name and lists it with textureCount and status", async () => {
    const created = await callJson("/api/projects", {
      as: owner,
      json: { name: "  Stone pack  ", description: "", extra: "ignored" },
    });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({
      name: "Stone pack",
      description: null,
      status: "active",
      textureCount: 0,
      role: "owner",
    });
    expect(created.body).not.toHaveProperty("extra");
    const listed = await callJson<{ id: number; textureCount: number; status: string }[]>("/api/projects", {
      as: owner,
    });
    expect(listed.body.map((project) => project.id)).toContain(created.body.id);
  });

  it("rejects a blank name with the product's wording and an oversize one", async () => {
    const blank = await callJson<{ error: { code: string; message: string } }>("/api/projects", {
      as: owner,
      json: { name: "   " },
    });
    expect(blank.status).toBe(400);
    expect(blank.body.error).toMatchObject({ code: "invalid_input", message: "Project name is required" });
    const missing = await callJson<{ error: { message: string } }>("/api/projects", { as: owner, json: {} });
    expect(missing.body.error.message).toBe("Project name is required");
    const long = await callJson<{ error: { message: string } }>("/api/projects", {
      as: owner,
      json: { name: "x".repeat(101) },
    });
    expect(long.status).toBe(400);
    expect(long.body.error.message).toBe("Project name must be at most 100 characters");
  });

  it("refuses controls, bidirectional and zero-width characters in names, and controls but line breaks in descriptions, on POST and PATCH", async () => {
    const id = await createProject(owner, "Clean");
    const refused: [Record<string, string>, string][] = [
      [{ name: "a\u0000b" }, "Project name must not contain control characters (U+0000)"],
      [{ name: "a\u0085b" }, "Project name must not contain control characters (U+0085)"],
      [{ name: "a\nb" }, "Project name must not contain control characters (U+000A)"],
      [
        { name: "evil\u202Egnp.exe" },
        "Project name must not contain bidirectional text controls (U+202E), which change how it displays",
      ],
      [{ name: "zero\u200Bwidth" }, "Project name must not contain invisible zero-width characters (U+200B)"],
      [{ name: "ok", description: "bell\u0007" }, "Description must not contain control characters (U+0007)"],
      [{ name: "ok", description: "line\r\nbreak" }, "Description must not contain control characters (U+000D)"],
      [
        { name: "ok", description: "x\u2066y" },
        "Description must not contain bidirectional text controls (U+2066), which change how it displays",
      ],
    ];
    for (const [json, message] of refused) {
      for (const [method, path] of [
        ["POST", "/api/projects"],
        ["PATCH", `/api/projects/${id}`],
      ] as const) {
        const answer = await callJson<{ error: { code: string; message: string } }>(path, { method, as: owner, json });
        expect(answer.status, `${method} ${JSON.stringify(json)}`).toBe(400);
        expect(answer.body.error, `${method} ${JSON.stringify(json)}`).toMatchObject({
          code: "invalid_input",
          message,
        });
      }
    }
    const kept = await callJson(`/api/projects/${id}`, {
      method: "PATCH",
      as: owner,
      json: { description: "Two lines\n\tindented" },
    });
    expect(kept.status).toBe(200);
    expect(kept.body).toMatchObject({ name: "Clean", description: "Two lines\n\tindented" });
  });

  it("renames and redescribes through PATCH and records both changes in the activity", async () => {
    const id = await createProject(owner, "Before");
    const patched = await callJson(`/api/projects/${id}`, {
      method: "PATCH",
      as: owner,
      json: { name: "After", description: "New words" },
    });
    expect(patched.status).toBe(200);
    expect(patched.body).toMatchObject({ name: "After", description: "New words" });
    const activity = await callJson<{ kind: string; detail: string }[]>(`/api/projects/${id}/activity`, { as: owner });
    expect(activity.body.map((event) => event.detail)).toEqual([
      "Changed the description",
      "Renamed from Before to After",
      "Created project Before",
    ]);
    expect(activity.body.map((event) => event.kind)).toEqual(["updated", "renamed", "created"]);
  });

  it("answers 404 for a project that does not exist and for one the user cannot see", async () => {
    const id = await createProject(owner);
    for (const path of [`/api/projects/999999`, `/api/projects/${id}`]) {
      const response = await callJson<{ error: { code: string } }>(path, { as: stranger });
      expect(response.status).toBe(404);
      expect(response.body.error.code).toBe("project_not_found");
    }
  });

  it("requires sign-in (401) for every project route", async () => {
    const id = await createProject(owner);
    for (const [method, path] of [
      ["GET", "/api/projects"],
      ["POST", "/api/projects"],
      ["GET", `/api/projects/${id}`],
      ["PATCH", `/api/projects/${id}`],
      ["DELETE", `/api/projects/${id}`],
      ["GET", `/api/projects/${id}/files`],
      ["GET", `/api/projects/${id}/issues`],
      ["GET", `/api/projects/${id}/stats`],
      ["GET", `/api/projects/${id}/activity`],
    ] as const) {
      const response = await call(path, { method, json: method === "GET" ? undefined : { name: "x" } });
      expect(response.status, `${method} ${path}`).toBe(401);
    }
  });
});

describe("project files, issues and stats", () => {
  async function upload(user: TestUser, projectId: number, path: string, bytes: Uint8Array) {
    const form = new FormData();
    form.append("file", new File([bytes as Uint8Array<ArrayBuffer>], path.split("/").pop() ?? "f.png"));
    form.append("path", path);
    return call(`/api/projects/${projectId}/files`, { as: user, form });
  }

  it("stores uploaded textures in R2 and computes the tree, issues and stats from them", async () => {
    const { encodePng } = await import("@greenhouse/wasm-pipeline");
    const { initWorkerCodecs } = await import("@greenhouse/wasm-pipeline/runtime/workers");
    await initWorkerCodecs();
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
    const { encodePng } = await import("@greenhouse/wasm-pipeline");
    const { initWorkerCodecs } = await import("@greenhouse/wasm-pipeline/runtime/workers");
    await initWorkerCodecs();
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
    const { encodePng } = await import("@greenhouse/wasm-pipeline");
    const { initWorkerCodecs } = await import("@greenhouse/wasm-pipeline/runtime/workers");
    await initWorkerCodecs();
    const png = await encodePng({ width: 4, height: 4, data: new Uint8ClampedArray(64).fill(7) });
    const id = await createProject(owner, "Sniffed");
    const created = await upload(owner, id, "a.png", png);
    const { preview } = (await created.json()) as { preview: string };
    const content = await call(preview, { as: owner });
    expect(content.status).toBe(200);
    expect(content.headers.get("content-type")).toBe("image/png");
    expect(content.headers.get("x-content-type-options")).toBe("nosniff");
  });

  it("replacing a file at the same path deletes the old object and the old issues", async () => {
    const { encodePng } = await import("@greenhouse/wasm-pipeline");
    const { initWorkerCodecs } = await import("@greenhouse/wasm-pipeline/runtime/workers");
    await initWorkerCodecs();
    const odd = await encodePng({ width: 3, height: 5, data: new Uint8ClampedArray(3 * 5 * 4).fill(90) });
    const good = await encodePng({ width: 4, height: 4, data: new Uint8ClampedArray(64).fill(200) });
    const id = await createProject(owner, "Replaced");
    const added = await upload(owner, id, "block/stone.png", odd);
    expect(added.status).toBe(201);
    expect(await added.json()).toMatchObject({ path: "block/stone.png", replaced: false });
    expect((await callJson<unknown[]>(`/api/projects/${id}/issues`, { as: owner })).body).toHaveLength(1);

    // The answer and the activity say the upload replaced a file rather than adding one.
    const replaced = await upload(owner, id, "block/stone.png", good);
    expect(replaced.status).toBe(200);
    const { preview, ...entry } = (await replaced.json()) as { preview: string; replaced: boolean };
    expect(entry.replaced).toBe(true);
    const activity = await callJson<{ detail: string }[]>(`/api/projects/${id}/activity`, { as: owner });
    expect(activity.body.slice(0, 2).map((event) => event.detail)).toEqual([
      "Replaced block/stone.png",
      "Added block/stone.png",
    ]);
    expect(new Uint8Array(await (await call(preview, { as: owner })).arrayBuffer())).toEqual(good);
    expect((await env.BUCKET.list({ prefix: `projects/${id}/` })).objects).toHaveLength(1);
    expect((await callJson<unknown[]>(`/api/projects/${id}/issues`, { as: owner })).body).toEqual([]);
  });

  it("a save that fails midway leaves the file it would replace and that file's issues as they were", async () => {
    const { encodePng } = await import("@greenhouse/wasm-pipeline");
    const { initWorkerCodecs } = await import("@greenhouse/wasm-pipeline/runtime/workers");
    await initWorkerCodecs();
    const odd = await encodePng({ width: 3, height: 5, data: new Uint8ClampedArray(3 * 5 * 4).fill(90) });
    const id = await createProject(owner, "Half saved");
    expect((await upload(owner, id, "block/stone.png", odd)).status).toBe(201);
    const before = await env.DB.prepare("select * from project_files where project_id = ?").bind(id).first();

    // A NOT NULL message makes the last write of the save fail, after the row and issue writes.
    const broken = [{ level: "error" as const, message: null as unknown as string, suggestion: null }];
    await expect(
      saveProjectFile(
        env.DB,
        {
          projectId: id,
          path: "block/stone.png",
          size: 1,
          contentType: "image/png",
          status: "error",
          validationScore: 0,
          errorMessage: "x",
          r2Key: `projects/${id}/files/other`,
        },
        broken,
      ),
    ).rejects.toThrow();
    expect(await env.DB.prepare("select * from project_files where project_id = ?").bind(id).first()).toEqual(before);
    expect((await callJson<unknown[]>(`/api/projects/${id}/issues`, { as: owner })).body).toHaveLength(1);
  });

  it("deleting a project removes its R2 objects, files, shares and invites but nothing else", async () => {
    const { encodePng } = await import("@greenhouse/wasm-pipeline");
    const png = await encodePng({ width: 4, height: 4, data: new Uint8ClampedArray(64).fill(1) });
    const viewer = await signIn("viewer");
    const doomed = await createProject(owner, "Doomed");
    const kept = await createProject(owner, "Kept");
    await upload(owner, doomed, "a.png", png);
    await upload(owner, kept, "b.png", png);
    await shareProject(owner, doomed, viewer, "view");
    await shareProject(owner, kept, viewer, "view");
    await callJson(`/api/projects/${doomed}/invite`, { as: owner, json: { expiresInHours: 24 } });

    const response = await call(`/api/projects/${doomed}`, { method: "DELETE", as: owner });
    expect(response.status).toBe(200);
    expect((await env.BUCKET.list({ prefix: `projects/${doomed}/` })).objects).toHaveLength(0);
    expect((await env.BUCKET.list({ prefix: `projects/${kept}/` })).objects).toHaveLength(1);
    for (const table of ["project_files", "project_shares", "invites", "activity", "validation_issues"]) {
      const row = await env.DB.prepare(`select count(*) as n from ${table} where project_id = ?`)
        .bind(doomed)
        .first<{ n: number }>();
      expect(row?.n, table).toBe(0);
    }
    const keptShares = await env.DB.prepare("select count(*) as n from project_shares where project_id = ?")
      .bind(kept)
      .first<{ n: number }>();
    expect(keptShares?.n).toBe(1);
    expect((await call(`/api/projects/${doomed}`, { as: owner })).status).toBe(404);
  });
});
