import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { call, createProject, shareProject, signIn, type TestUser } from "./helpers.js";

type Role = "guest" | "stranger" | "viewer" | "editor" | "owner";
const roles: Role[] = ["guest", "stranger", "viewer", "editor", "owner"];

interface Fixture {
  projectId: number;
  users: Record<Exclude<Role, "guest">, TestUser>;
  fileIds: number[];
  shareId: number;
  bystander: TestUser;
}

// 1x1 PNG: enough for the upload route; content does not matter here.
const PNG = Uint8Array.from(
  atob("iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg=="),
  (char) => char.charCodeAt(0),
);

async function uploadForm(name: string) {
  const form = new FormData();
  form.append("file", new File([PNG], name, { type: "image/png" }));
  return form;
}

/** A project with a viewer, an editor, a bystander share, two files and an invite. */
async function makeFixture(): Promise<Fixture> {
  const [owner, viewer, editor, stranger, bystander] = await Promise.all([
    signIn("owner"),
    signIn("viewer"),
    signIn("editor"),
    signIn("stranger"),
    signIn("bystander"),
  ]);
  const projectId = await createProject(owner, "Matrix");
  await Promise.all([
    shareProject(owner, projectId, viewer, "view"),
    shareProject(owner, projectId, editor, "edit"),
    shareProject(owner, projectId, bystander, "view"),
    call(`/api/projects/${projectId}/invite`, { as: owner, json: { expiresInHours: 24 } }),
  ]);
  const fileIds = await Promise.all(
    ["a.png", "b.png", "c.png"].map(async (name) => {
      const response = await call(`/api/projects/${projectId}/files`, { as: owner, form: await uploadForm(name) });
      return Number(((await response.json()) as { id: string }).id);
    }),
  );
  const share = await env.DB.prepare("select id from project_shares where project_id = ? and user_id = ?")
    .bind(projectId, bystander.id)
    .first<{ id: number }>();
  return { projectId, users: { owner, viewer, editor, stranger }, fileIds, shareId: share?.id ?? 0, bystander };
}

/** Everything stored for the project, to prove a refused request changed nothing. */
async function snapshot(projectId: number): Promise<string> {
  const tables = ["projects", "project_files", "project_shares", "invites", "activity", "validation_issues"];
  const parts = await Promise.all(
    tables.map((table) =>
      env.DB.prepare(`select * from ${table} where ${table === "projects" ? "id" : "project_id"} = ? order by id`)
        .bind(projectId)
        .all(),
    ),
  );
  const objects = await env.BUCKET.list({ prefix: `projects/${projectId}/` });
  return JSON.stringify([parts.map((part) => part.results), objects.objects.map((object) => object.key)]);
}

interface RouteCase {
  name: string;
  expected: Record<Role, number>;
  request(fixture: Fixture, role: Role): Promise<{ method: string; path: string; json?: unknown; form?: FormData }>;
}

const read = { guest: 401, stranger: 404, viewer: 200, editor: 200, owner: 200 };
const ownerOnly = (success: number) => ({ guest: 401, stranger: 404, viewer: 403, editor: 403, owner: success });

const cases: RouteCase[] = [
  {
    name: "get project",
    expected: read,
    request: async (f) => ({ method: "GET", path: `/api/projects/${f.projectId}` }),
  },
  {
    name: "rename project",
    expected: ownerOnly(200),
    request: async (f) => ({ method: "PATCH", path: `/api/projects/${f.projectId}`, json: { name: "Renamed" } }),
  },
  {
    name: "delete project",
    expected: ownerOnly(200),
    request: async (f) => ({ method: "DELETE", path: `/api/projects/${f.projectId}` }),
  },
  {
    name: "files",
    expected: read,
    request: async (f) => ({ method: "GET", path: `/api/projects/${f.projectId}/files` }),
  },
  {
    name: "add file",
    expected: { guest: 401, stranger: 404, viewer: 403, editor: 201, owner: 201 },
    request: async (f, role) => ({
      method: "POST",
      path: `/api/projects/${f.projectId}/files`,
      form: await uploadForm(`${role}.png`),
    }),
  },
  {
    name: "file content",
    expected: read,
    request: async (f) => ({ method: "GET", path: `/api/projects/${f.projectId}/files/${f.fileIds[0]}/content` }),
  },
  {
    name: "files archive",
    expected: read,
    request: async (f) => ({ method: "GET", path: `/api/projects/${f.projectId}/files/archive` }),
  },
  {
    name: "delete file",
    expected: { guest: 401, stranger: 404, viewer: 403, editor: 200, owner: 200 },
    request: async (f, role) => ({
      method: "DELETE",
      path: `/api/projects/${f.projectId}/files/${role === "owner" ? f.fileIds[1] : f.fileIds[0]}`,
    }),
  },
  {
    name: "issues",
    expected: read,
    request: async (f) => ({ method: "GET", path: `/api/projects/${f.projectId}/issues` }),
  },
  {
    name: "stats",
    expected: read,
    request: async (f) => ({ method: "GET", path: `/api/projects/${f.projectId}/stats` }),
  },
  {
    name: "activity",
    expected: read,
    request: async (f) => ({ method: "GET", path: `/api/projects/${f.projectId}/activity` }),
  },
  {
    name: "shares",
    expected: read,
    request: async (f) => ({ method: "GET", path: `/api/projects/${f.projectId}/shares` }),
  },
  {
    name: "share",
    expected: ownerOnly(201),
    request: async (f) => ({
      method: "POST",
      path: "/api/projects/share",
      json: { projectId: f.projectId, userIds: [f.bystander.id], permission: "edit" },
    }),
  },
  {
    name: "remove share",
    expected: ownerOnly(200),
    request: async (f) => ({ method: "DELETE", path: `/api/projects/shares/${f.shareId}` }),
  },
  {
    name: "create invite",
    expected: ownerOnly(201),
    request: async (f) => ({
      method: "POST",
      path: `/api/projects/${f.projectId}/invite`,
      json: { expiresInHours: 1 },
    }),
  },
  {
    name: "create invite (panel)",
    expected: ownerOnly(201),
    request: async (f) => ({ method: "POST", path: "/api/projects/invite", json: { projectId: f.projectId } }),
  },
  {
    name: "active invite",
    expected: ownerOnly(200),
    request: async (f) => ({ method: "GET", path: `/api/projects/${f.projectId}/invite` }),
  },
  {
    name: "revoke invites",
    expected: ownerOnly(200),
    request: async (f) => ({ method: "DELETE", path: `/api/projects/${f.projectId}/invite` }),
  },
];

let sharedFixture: Promise<Fixture> | undefined;
function readFixture(): Promise<Fixture> {
  sharedFixture ??= makeFixture();
  return sharedFixture;
}

describe("project authorisation matrix (guest, stranger, viewer, editor, owner)", () => {
  for (const routeCase of cases) {
    it(`${routeCase.name}: ${roles.map((role) => `${role} ${routeCase.expected[role]}`).join(", ")}`, async () => {
      // Read-only routes change nothing, so they can share one fixture; writers each get their own.
      const fixture = await (routeCase.expected === read ? readFixture() : makeFixture());
      for (const role of roles) {
        const before = await snapshot(fixture.projectId);
        const spec = await routeCase.request(fixture, role);
        const response = await call(spec.path, {
          method: spec.method,
          as: role === "guest" ? null : fixture.users[role],
          json: spec.json,
          form: spec.form,
        });
        expect(response.status, `${role} ${spec.method} ${spec.path}`).toBe(routeCase.expected[role]);
        if (response.status >= 400) {
          const body = (await response.json()) as { error: { code: string; message: string } };
          expect(body.error.message.length).toBeGreaterThan(0);
          expect(await snapshot(fixture.projectId), `${role} changed data`).toBe(before);
        }
      }
    });
  }
});
