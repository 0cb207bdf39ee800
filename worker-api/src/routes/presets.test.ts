import { describe, expect, it } from "vitest";
import { call, callJson, signIn } from "../../../tests/workers/helpers.js";

type Preset = {
  id: number;
  name: string;
  description?: string;
  category: string;
  settings: Record<string, unknown>;
  isDefault: boolean;
};

describe("presets", () => {
  it("creates trimmed presets, omits empty descriptions and keeps one default per category", async () => {
    const user = await signIn("presetter");
    const first = await callJson<Preset>("/api/presets", {
      as: user,
      json: {
        name: "  Crisp  ",
        description: "   ",
        category: "conversion",
        settings: { normalStrength: 2 },
        isDefault: true,
      },
    });
    expect(first.status).toBe(201);
    expect(first.body).toMatchObject({ name: "Crisp", category: "conversion", isDefault: true });
    expect(first.body).not.toHaveProperty("description");
    expect(first.body.settings).toEqual({ normalStrength: 2 });

    const second = await callJson<Preset>("/api/presets", {
      as: user,
      json: {
        name: "Soft",
        description: "gentle",
        category: "conversion",
        settings: { aoRadius: 0.2 },
        isDefault: true,
      },
    });
    const otherCategory = await callJson<Preset>("/api/presets", {
      as: user,
      json: { name: "Editor", category: "editor", settings: {}, isDefault: true },
    });
    let listed = await callJson<Preset[]>("/api/presets", { as: user });
    const defaults = () =>
      listed.body
        .filter((preset) => preset.isDefault)
        .map((preset) => preset.id)
        .sort();
    expect(defaults()).toEqual([second.body.id, otherCategory.body.id].sort());

    const set = await callJson<Preset>(`/api/presets/${first.body.id}/default`, { method: "POST", as: user });
    expect(set.body.isDefault).toBe(true);
    listed = await callJson<Preset[]>("/api/presets", { as: user });
    expect(defaults()).toEqual([first.body.id, otherCategory.body.id].sort());

    expect((await call(`/api/presets/${second.body.id}`, { method: "DELETE", as: user })).status).toBe(200);
    listed = await callJson<Preset[]>("/api/presets", { as: user });
    expect(listed.body.map((preset) => preset.name).sort()).toEqual(["Crisp", "Editor"]);
  });

  it("validates name, category and settings with the product's wording", async () => {
    const user = await signIn("presetter");
    const blank = await callJson<{ error: { message: string } }>("/api/presets", {
      as: user,
      json: { name: "  ", category: "ai", settings: {} },
    });
    expect(blank.status).toBe(400);
    expect(blank.body.error.message).toBe("Please enter a preset name");
    const category = await callJson("/api/presets", { as: user, json: { name: "x", category: "nope", settings: {} } });
    expect(category.status).toBe(400);
    const settings = await callJson<{ error: { message: string } }>("/api/presets", {
      as: user,
      json: { name: "x", category: "ai", settings: [1, 2] },
    });
    expect(settings.status).toBe(400);
    expect(settings.body.error.message).toBe("Preset settings must be an object");
    const huge = await callJson("/api/presets", {
      as: user,
      json: { name: "x", category: "ai", settings: { blob: "y".repeat(40_000) } },
    });
    expect(huge.status).toBe(400);
  });

  it("limits the description to 500 characters and requires text", async () => {
    const user = await signIn("presetter");
    const longest = await callJson<Preset>("/api/presets", {
      as: user,
      json: {
        name: "Long",
        description: ` ${"d".repeat(500)} `,
        category: "conversion",
        settings: { normalStrength: 1 },
      },
    });
    expect(longest.status).toBe(201);
    expect(longest.body.description).toHaveLength(500);
    const tooLong = await callJson<{ error: { message: string } }>("/api/presets", {
      as: user,
      json: { name: "Longer", description: "d".repeat(501), category: "conversion", settings: { normalStrength: 1 } },
    });
    expect(tooLong.status).toBe(400);
    expect(tooLong.body.error.message).toBe("Description must be at most 500 characters");
    const notText = await callJson("/api/presets", {
      as: user,
      json: { name: "Odd", description: 7, category: "conversion", settings: { normalStrength: 1 } },
    });
    expect(notText.status).toBe(400);
    expect((await callJson<Preset[]>("/api/presets", { as: user })).body.map((preset) => preset.name)).toEqual([
      "Long",
    ]);
  });

  it("holds conversion presets to the workspace's settings and ranges, and stores nothing it refuses", async () => {
    const user = await signIn("strict-presetter");
    const cases: [unknown, string][] = [
      [{}, "Invalid conversion settings: settings must hold at least one setting"],
      [
        { normalStrength: 9 },
        "Invalid conversion settings: normalStrength must be a number from 0 to 3 in steps of 0.1",
      ],
      [{ glow: true }, "Invalid conversion settings: glow is not a setting"],
      [
        { advancedProcessing: { compressionQuality: 12 } },
        "Invalid conversion settings: advancedProcessing.compressionQuality must be a whole number from 30 to 100 in steps of 5",
      ],
    ];
    for (const [settings, message] of cases) {
      const refused = await callJson<{ error: { message: string } }>("/api/presets", {
        as: user,
        json: { name: "Bad", category: "conversion", settings },
      });
      expect(refused.status, message).toBe(400);
      expect(refused.body.error.message).toBe(message);
    }
    expect((await callJson<Preset[]>("/api/presets", { as: user })).body).toEqual([]);
    const kept = await callJson<Preset>("/api/presets", {
      as: user,
      json: {
        name: "Good",
        category: "conversion",
        settings: { normalStrength: 3, advancedProcessing: { ctmVariations: 47 } },
      },
    });
    expect(kept.status).toBe(201);
  });

  it("takes exactly the spec's five categories", async () => {
    const user = await signIn("presetter");
    for (const category of ["conversion", "processing", "ai", "editor", "batch"]) {
      const created = await callJson<Preset>("/api/presets", {
        as: user,
        json: { name: category, category, settings: { normalStrength: 1 } },
      });
      expect(created.status, category).toBe(201);
      expect(created.body.category).toBe(category);
    }
    for (const category of ["Conversion", "", "textures", undefined, 3]) {
      const refused = await callJson<{ error: { message: string } }>("/api/presets", {
        as: user,
        json: { name: "x", category, settings: {} },
      });
      expect(refused.status, String(category)).toBe(400);
      expect(refused.body.error.message).toBe("Category must be conversion, processing, ai, editor or batch");
    }
    expect((await callJson<Preset[]>("/api/presets", { as: user })).body).toHaveLength(5);
  });

  it("does not let one user touch another's presets", async () => {
    const owner = await signIn("owner");
    const other = await signIn("other");
    const preset = await callJson<Preset>("/api/presets", {
      as: owner,
      json: { name: "Mine", category: "batch", settings: {} },
    });
    expect((await call(`/api/presets/${preset.body.id}`, { method: "DELETE", as: other })).status).toBe(404);
    expect((await call(`/api/presets/${preset.body.id}/default`, { method: "POST", as: other })).status).toBe(404);
    expect((await callJson<Preset[]>("/api/presets", { as: owner })).body).toHaveLength(1);
    expect((await call("/api/presets")).status).toBe(401);
  });
});
