import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { createProject, signIn } from "../../../tests/workers/helpers.js";

/** Migration 0010's backfill, as the test run holds it (the column itself exists already). */
const backfill = () => {
  const migration = env.TEST_MIGRATIONS.find((entry) => entry.name.startsWith("0010_"));
  const update = migration?.queries.find((query) => query.includes("UPDATE"));
  if (!update) throw new Error("migration 0010 has no backfill");
  return env.DB.prepare(update).run();
};

const joinedVia = async (projectId: number, userId: number) =>
  (
    await env.DB.prepare("select joined_via from project_shares where project_id = ? and user_id = ?")
      .bind(projectId, userId)
      .first<{ joined_via: string }>()
  )?.joined_via;

describe("migration 0010 backfill of project_shares.joined_via", () => {
  it("marks memberships whose user logged 'joined' at or after joining as invite, and leaves the rest", async () => {
    const owner = await signIn("backfill-owner");
    const byLink = await signIn("backfill-link");
    const byShare = await signIn("backfill-share");
    const rejoined = await signIn("backfill-rejoined");
    const id = await createProject(owner);
    const insertShare = (userId: number, at: string) =>
      env.DB.prepare(
        "insert into project_shares (project_id, user_id, permission, joined_at, joined_via) values (?, ?, 'view', ?, 'share')",
      )
        .bind(id, userId, at)
        .run();
    const logJoin = (userId: number, at: string) =>
      env.DB.prepare(
        "insert into activity (project_id, user_id, kind, detail, created_at) values (?, ?, 'joined', 'Joined through an invite link', ?)",
      )
        .bind(id, userId, at)
        .run();
    await insertShare(byLink.id, "2026-01-01T00:00:00.000Z");
    await logJoin(byLink.id, "2026-01-01T00:00:00.001Z");
    await insertShare(byShare.id, "2026-01-02T00:00:00.000Z");
    // Came by link once, left, and was later shared with directly: the newer membership is a share.
    await logJoin(rejoined.id, "2026-01-01T00:00:00.000Z");
    await insertShare(rejoined.id, "2026-02-01T00:00:00.000Z");

    await backfill();
    expect(await joinedVia(id, byLink.id)).toBe("invite");
    expect(await joinedVia(id, byShare.id)).toBe("share");
    expect(await joinedVia(id, rejoined.id)).toBe("share");
  });
});
