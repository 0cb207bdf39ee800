import { env, exports } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { call, createProject, ORIGIN, signIn } from "../../../tests/workers/helpers.js";
import { png } from "../../../tests/workers/jobs-helpers.js";

const BOUNDARY = "greenhouse-deleted-midway";
const MB = 1024 * 1024;

/**
 * A streamed multipart body: `padding` bytes in a field the route ignores, then the file. The file's
 * part is only pulled once the route is reading the body, long after it checked the project, and
 * `beforeFile` runs right then (here: the owner deletes the project).
 */
function uploadDeletedMidway(file: Uint8Array, padding: number, beforeFile: () => Promise<void>) {
  const text = (value: string) => new TextEncoder().encode(value);
  const pieces: (Uint8Array | number | (() => Promise<void>))[] = [
    text(`--${BOUNDARY}\r\nContent-Disposition: form-data; name="padding"\r\n\r\n`),
    padding,
    beforeFile,
    text(`\r\n--${BOUNDARY}\r\nContent-Disposition: form-data; name="file"; filename="stone.png"\r\n`),
    text("Content-Type: image/png\r\n\r\n"),
    file,
    text(`\r\n--${BOUNDARY}--\r\n`),
  ];
  return new ReadableStream<Uint8Array>({
    async pull(controller) {
      let next = pieces.shift();
      if (typeof next === "function") {
        await next();
        next = pieces.shift();
      }
      if (next === undefined || typeof next === "function") return controller.close();
      if (typeof next === "number") {
        if (next > MB) pieces.unshift(next - MB);
        controller.enqueue(new Uint8Array(Math.min(next, MB)).fill(120));
      } else controller.enqueue(next);
    },
  });
}

describe("a project deleted while a file is being uploaded into it", () => {
  it("answers 404 project_not_found (not 500) and keeps nothing", async () => {
    const owner = await signIn("deleter");
    const projectId = await createProject(owner, "Deleted midway");
    let deleted = 0;
    const body = uploadDeletedMidway(await png(4, 4, [90, 90, 90, 255]), 8 * MB, async () => {
      deleted = (await call(`/api/projects/${projectId}`, { method: "DELETE", as: owner })).status;
    });
    const headers = {
      Origin: ORIGIN,
      Cookie: owner.cookie,
      "Content-Type": `multipart/form-data; boundary=${BOUNDARY}`,
    };
    const response = await exports.default.fetch(
      new Request(`${ORIGIN}/api/projects/${projectId}/files`, { method: "POST", headers, body }),
    );
    expect(deleted).toBe(200);
    expect(response.status).toBe(404);
    expect(await response.json()).toMatchObject({
      error: { code: "project_not_found", message: "Project not found" },
    });
    expect((await env.BUCKET.list({ prefix: `projects/${projectId}/` })).objects).toEqual([]);
  });
});
