import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { call, callJson, createProject, shareProject, signIn } from "../../../tests/workers/helpers.js";
import { owner, pngEncoder, signInOwner, upload } from "./project-routes-fixtures.js";

signInOwner();

describe("project files, issues and stats", () => {
  it("deleting a project removes its R2 objects, files, shares and invites but nothing else", async () => {
    const encodePng = await pngEncoder();
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
