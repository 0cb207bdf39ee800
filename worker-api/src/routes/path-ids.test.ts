import { describe, expect, it } from "vitest";
import { call, callJson, createProject, signIn } from "../../../tests/workers/helpers.js";

type ErrorBody = { error: { code: string; message: string; details?: unknown } };
const impossible = ["0", "00", "9999999999999999999999", "9007199254740992"];

describe("numeric ids no row can have", () => {
  it("are answered with the route's own 404, like an unknown id", async () => {
    const user = await signIn("path-ids");
    const project = await createProject(user);
    const routes: [string, string, { code: string; message: string }][] = [
      ["GET", "/api/projects/{id}", { code: "project_not_found", message: "Project not found" }],
      ["DELETE", "/api/projects/{id}", { code: "project_not_found", message: "Project not found" }],
      ["GET", "/api/projects/{id}/shares", { code: "project_not_found", message: "Project not found" }],
      ["GET", "/api/projects/{id}/invite", { code: "project_not_found", message: "Project not found" }],
      ["DELETE", "/api/projects/shares/{id}", { code: "share_not_found", message: "Share not found" }],
      ["GET", `/api/projects/${project}/files/{id}/content`, { code: "file_not_found", message: "File not found" }],
      ["DELETE", `/api/projects/${project}/files/{id}`, { code: "file_not_found", message: "File not found" }],
      ["DELETE", "/api/favorites/{id}", { code: "favorite_not_found", message: "Favorite not found" }],
      ["DELETE", "/api/presets/{id}", { code: "preset_not_found", message: "Preset not found" }],
      ["GET", "/api/uploaded-content/{id}/file", { code: "content_not_found", message: "File not found" }],
      ["DELETE", "/api/uploaded-content/{id}", { code: "content_not_found", message: "File not found" }],
    ];
    for (const [method, path, error] of routes) {
      for (const id of impossible) {
        const answer = await callJson<ErrorBody>(path.replace("{id}", id), { method, as: user });
        expect({ status: answer.status, error: answer.body.error }, `${method} ${path} ${id}`).toEqual({
          status: 404,
          error,
        });
      }
      // An id that could exist but does not gets the same answer.
      const unknown = await callJson<ErrorBody>(path.replace("{id}", "987654321"), { method, as: user });
      expect({ status: unknown.status, error: unknown.body.error }, `${method} ${path} unknown`).toEqual({
        status: 404,
        error,
      });
    }
  });

  it("names the project when both ids of a file route cannot exist, and still serves real ids", async () => {
    const user = await signIn("path-ids-ok");
    const project = await createProject(user, "Real");
    const both = await callJson<ErrorBody>("/api/projects/0/files/0/content", { as: user });
    expect(both.body.error.code).toBe("project_not_found");
    expect((await call(`/api/projects/${project}`, { as: user })).status).toBe(200);
    expect((await call(`/api/projects/0${project}`, { as: user })).status).toBe(200);
  });

  it("answers JSON ids the same way, and other mistakes still as a 400 led by them", async () => {
    const user = await signIn("json-ids");
    const project = await createProject(user);
    for (const id of [0, 1.5, 1e21, "0", "9999999999999999999999"]) {
      const share = await callJson<ErrorBody>("/api/projects/share", {
        as: user,
        json: { projectId: id, userIds: [5], permission: "view" },
      });
      expect({ status: share.status, error: share.body.error }, `share ${id}`).toEqual({
        status: 404,
        error: { code: "project_not_found", message: "Project not found" },
      });
      const invite = await callJson<ErrorBody>("/api/projects/invite", { as: user, json: { projectId: id } });
      expect(invite.status, `invite ${id}`).toBe(404);
    }
    const nobody = await callJson<ErrorBody>("/api/projects/share", {
      as: user,
      json: { projectId: project, userIds: [0], permission: "view" },
    });
    expect(nobody.status).toBe(404);
    expect(nobody.body.error.code).toBe("user_not_found");
    const alsoBad = await callJson<ErrorBody>("/api/projects/share", {
      as: user,
      json: { projectId: 0, userIds: [5], permission: "admin" },
    });
    expect(alsoBad.status).toBe(400);
    expect(alsoBad.body.error.message).toBe("Permission must be view or edit");
    const none = await callJson<ErrorBody>("/api/projects/invite", { as: user, json: {} });
    expect(none.status).toBe(400);
  });
});
