import { beforeAll, describe, expect, it } from "vitest";
import { call, callJson, createProject, signIn, type TestUser } from "../../../tests/workers/helpers.js";
import { owner, signInOwner } from "./project-routes-fixtures.js";

signInOwner();

let stranger: TestUser;
beforeAll(async () => {
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
