import { exports } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { callJson, createProject, ORIGIN, signIn, type TestUser } from "../../../tests/workers/helpers.js";

const notJson = { code: "unsupported_media_type", message: "Send JSON (Content-Type: application/json)" };

/** A same-origin request whose body and Content-Type are exactly as given (none when undefined). */
async function send(user: TestUser, method: string, path: string, body?: BodyInit, type?: string) {
  const headers = new Headers({ Origin: ORIGIN, Cookie: user.cookie });
  if (type) headers.set("Content-Type", type);
  const response = await exports.default.fetch(new Request(`${ORIGIN}${path}`, { method, headers, body }));
  return { status: response.status, body: (await response.json()) as { error?: { code: string; message: string } } };
}

describe("JSON routes given a body of another type", () => {
  it("answer 415 instead of reading the fields as missing, and change nothing", async () => {
    const user = await signIn("json-type");
    const id = await createProject(user, "Before");
    const json = JSON.stringify({ name: "After" });
    for (const type of ["text/plain", "text/plain;charset=UTF-8", "application/x-www-form-urlencoded"]) {
      const answer = await send(user, "PATCH", `/api/projects/${id}`, json, type);
      expect(answer, type).toEqual({ status: 415, body: { error: notJson } });
    }
    // A body without any Content-Type is not JSON either.
    expect((await send(user, "PATCH", `/api/projects/${id}`, new TextEncoder().encode(json))).status).toBe(415);
    const form = new FormData();
    form.set("name", "After");
    expect((await send(user, "POST", "/api/projects", form)).body.error).toEqual(notJson);
    expect((await callJson<{ name: string }>(`/api/projects/${id}`, { as: user })).body.name).toBe("Before");
  });

  it("still take JSON, a JSON media type with parameters, and no body where every field has a default", async () => {
    const user = await signIn("json-type-ok");
    const id = await createProject(user);
    const json = JSON.stringify({ name: "Renamed" });
    expect((await send(user, "PATCH", `/api/projects/${id}`, json, "application/json; charset=utf-8")).status).toBe(
      200,
    );
    // The invite's lifetime has a default, so a bare POST makes a link.
    expect((await send(user, "POST", `/api/projects/${id}/invite`)).status).toBe(201);
  });
});
