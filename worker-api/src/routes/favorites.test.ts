import { describe, expect, it } from "vitest";
import { call, callJson, signIn } from "../../../tests/workers/helpers.js";

type Favorite = { id: number; sectionType: string; sectionId: string; order: number };

describe("favourites", () => {
  it("adds sections in order, rejects duplicates with 409, reorders and deletes", async () => {
    const user = await signIn("fan");
    const editor = await callJson<Favorite>("/api/favorites", {
      as: user,
      json: { sectionType: "greenhouse", sectionId: "editor" },
    });
    expect(editor.status).toBe(201);
    expect(editor.body).toMatchObject({ sectionType: "greenhouse", sectionId: "editor", order: 0 });
    const ai = await callJson<Favorite>("/api/favorites", { as: user, json: { sectionId: "ai" } });
    expect(ai.body).toMatchObject({ sectionType: "greenhouse", order: 1 });

    const duplicate = await callJson<{ error: { message: string } }>("/api/favorites", {
      as: user,
      json: { sectionType: "greenhouse", sectionId: "editor" },
    });
    expect(duplicate.status).toBe(409);
    expect(duplicate.body.error.message).toBe("This section is already in your favorites");

    const reordered = await callJson<Favorite[]>("/api/favorites/reorder", {
      as: user,
      json: {
        updates: [
          { id: editor.body.id, order: 1 },
          { id: ai.body.id, order: 0 },
        ],
      },
    });
    expect(reordered.body.map((favorite) => favorite.sectionId)).toEqual(["ai", "editor"]);

    expect((await call(`/api/favorites/${ai.body.id}`, { method: "DELETE", as: user })).status).toBe(200);
    const listed = await callJson<Favorite[]>("/api/favorites", { as: user });
    expect(listed.body.map((favorite) => favorite.sectionId)).toEqual(["editor"]);
  });

  it("validates the section and keeps users apart", async () => {
    const user = await signIn("fan");
    const other = await signIn("other");
    const missing = await callJson<{ error: { message: string } }>("/api/favorites", { as: user, json: {} });
    expect(missing.status).toBe(400);
    expect(missing.body.error.message).toBe("Please select a section to add");
    const wrongType = await callJson("/api/favorites", { as: user, json: { sectionType: "other", sectionId: "ai" } });
    expect(wrongType.status).toBe(400);

    const mine = await callJson<Favorite>("/api/favorites", { as: user, json: { sectionId: "batch" } });
    expect((await call(`/api/favorites/${mine.body.id}`, { method: "DELETE", as: other })).status).toBe(404);
    const theirs = await callJson<Favorite>("/api/favorites", { as: other, json: { sectionId: "ai" } });
    const foreign = await callJson<{ error: { code: string; message: string } }>("/api/favorites/reorder", {
      as: other,
      json: {
        updates: [
          { id: theirs.body.id, order: 5 },
          { id: mine.body.id, order: 9 },
        ],
      },
    });
    expect(foreign.status).toBe(404);
    expect(foreign.body.error).toEqual({ code: "favorite_not_found", message: `Favorite ${mine.body.id} not found` });
    expect((await callJson<Favorite[]>("/api/favorites", { as: other })).body).toEqual([
      expect.objectContaining({ id: theirs.body.id, order: 0 }),
    ]);
    expect((await call(`/api/favorites/${theirs.body.id}`, { method: "DELETE", as: other })).status).toBe(200);
    const still = await callJson<Favorite[]>("/api/favorites", { as: user });
    expect(still.body).toEqual([expect.objectContaining({ id: mine.body.id, order: 0 })]);
    expect((await callJson<Favorite[]>("/api/favorites", { as: other })).body).toEqual([]);
  });

  it("needs sign-in", async () => {
    expect((await call("/api/favorites")).status).toBe(401);
    expect((await call("/api/favorites", { json: { sectionId: "ai" } })).status).toBe(401);
  });
});
