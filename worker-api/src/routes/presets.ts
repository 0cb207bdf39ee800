import { conversionPresetSettingsProblem } from "@greenhouse/wasm-pipeline";
import { Hono } from "hono";
import { z } from "zod";
import {
  deletePreset,
  findPreset,
  insertPreset,
  listPresets,
  type PresetRow,
  setDefaultPreset,
} from "../db/presets.js";
import type { AppEnv } from "../env.js";
import { ApiError, notFound } from "../lib/errors.js";
import { rowId, validate } from "../lib/validate.js";
import { sameOrigin } from "../middleware/same-origin.js";
import { currentUser, requireUser } from "../middleware/session.js";

export const PRESET_CATEGORIES = ["conversion", "processing", "ai", "editor", "batch"] as const;
const MAX_SETTINGS_JSON = 32 * 1024;

const settingsSchema = z
  .record(z.string().max(100), z.unknown(), { error: "Preset settings must be an object" })
  .refine((settings) => JSON.stringify(settings).length <= MAX_SETTINGS_JSON, {
    message: "Preset settings must be at most 32 KB",
  });
const createSchema = z
  .object({
    name: z
      .string({ error: "Please enter a preset name" })
      .trim()
      .min(1, "Please enter a preset name")
      .max(100, "Preset name must be at most 100 characters"),
    description: z
      .string()
      .trim()
      .max(500, "Description must be at most 500 characters")
      .nullish()
      .transform((text) => (text ? text : null)),
    category: z.enum(PRESET_CATEGORIES, { error: "Category must be conversion, processing, ai, editor or batch" }),
    settings: settingsSchema,
    isDefault: z.boolean().default(false),
  })
  // Conversion presets are loaded straight into the workspace's sliders and the pipeline, so the server
  // holds them to the same rules as a UI import; the other categories have no consumer yet and stay
  // free-form objects.
  .superRefine((preset, ctx) => {
    if (preset.category !== "conversion") return;
    const problem = conversionPresetSettingsProblem(preset.settings);
    if (problem)
      ctx.addIssue({ code: "custom", path: ["settings"], message: `Invalid conversion settings: ${problem}` });
  });
const idParam = z.object({ id: rowId({ code: "preset_not_found", message: "Preset not found" }) });

const presetJson = (preset: PresetRow) => ({
  id: preset.id,
  name: preset.name,
  ...(preset.description ? { description: preset.description } : {}),
  category: preset.category,
  settings: preset.settings,
  isDefault: preset.isDefault,
  createdAt: preset.createdAt,
  updatedAt: preset.updatedAt,
});

export const presetRoutes = new Hono<AppEnv>()
  .use(requireUser, sameOrigin)
  .get("/", async (c) => c.json((await listPresets(c.env.DB, currentUser(c).id)).map(presetJson)))
  .post("/", validate("json", createSchema), async (c) => {
    const preset = await insertPreset(c.env.DB, currentUser(c).id, c.req.valid("json"));
    return c.json(presetJson(preset), 201);
  })
  .delete("/:id{[0-9]+}", validate("param", idParam), async (c) => {
    const user = currentUser(c);
    const preset = await findPreset(c.env.DB, user.id, c.req.valid("param").id);
    if (!preset) throw notFound("preset_not_found", "Preset not found");
    await deletePreset(c.env.DB, user.id, preset.id);
    return c.json({ ok: true });
  })
  .post("/:id{[0-9]+}/default", validate("param", idParam), async (c) => {
    const user = currentUser(c);
    const preset = await findPreset(c.env.DB, user.id, c.req.valid("param").id);
    if (!preset) throw notFound("preset_not_found", "Preset not found");
    await setDefaultPreset(c.env.DB, preset);
    const updated = await findPreset(c.env.DB, user.id, preset.id);
    if (!updated) throw new ApiError(404, "preset_not_found", "Preset not found");
    return c.json(presetJson(updated));
  });
