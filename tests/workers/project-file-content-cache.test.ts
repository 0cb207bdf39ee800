import { describe, expect, it } from "vitest";
import { signIn } from "./helpers.js";
import { Client, png, projectOf } from "./jobs-helpers.js";

// A project file keeps its id when it is replaced, so its content must never be served stale from a
// browser's cache: Download Pack right after the Editor's save exported the old picture.

async function put(client: Client, projectId: number, bytes: Uint8Array) {
  const form = new FormData();
  form.append("file", new File([bytes], "stone.png", { type: "image/png" }));
  return client.json<{ id: number }>(`/api/projects/${projectId}/files`, { method: "POST", body: form });
}

describe("a project file's content", () => {
  it("is revalidated every time and answers 304 only while the file is unchanged", async () => {
    const user = await signIn("content-cache");
    const client = new Client().withCookie(user.cookie);
    const projectId = await projectOf(client);
    const first = await png(4, 4, [10, 20, 30, 255]);
    const { body } = await put(client, projectId, first);
    const url = `/api/projects/${projectId}/files/${body.id}/content`;

    const fresh = await client.fetch(url);
    expect(fresh.status).toBe(200);
    expect(fresh.headers.get("Cache-Control")).toBe("private, no-cache");
    const etag = fresh.headers.get("ETag") ?? "";
    expect(etag).toMatch(/^".+"$/);
    expect(new Uint8Array(await fresh.arrayBuffer())).toEqual(first);

    const unchanged = await client.fetch(url, { headers: { "If-None-Match": etag } });
    expect(unchanged.status).toBe(304);
    expect(await unchanged.text()).toBe("");

    const second = await png(4, 4, [200, 20, 30, 255]);
    const replaced = await put(client, projectId, second);
    expect(replaced.status).toBe(200);
    expect(replaced.body.id).toBe(body.id);
    const changed = await client.fetch(url, { headers: { "If-None-Match": etag } });
    expect(changed.status).toBe(200);
    expect(changed.headers.get("ETag")).not.toBe(etag);
    expect(new Uint8Array(await changed.arrayBuffer())).toEqual(second);
  });
});
