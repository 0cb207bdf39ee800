import { Hono } from "hono";
import { z } from "zod";
import type { AppEnv } from "../env.js";
import { ApiError } from "../lib/errors.js";
import { MAX_JSON_BODY_BYTES, validate } from "../lib/validate.js";
import { limits, rateLimit } from "../middleware/rate-limit.js";
import { sameOrigin } from "../middleware/same-origin.js";
import { loadUser } from "../middleware/session.js";
import { MAX_SOURCE_BASE64, sourcePng, upscaleMethods, upscalePng, webUiImages } from "../services/ai-images.js";
import { aiServerFailed, aiServerName, getJsonGuarded, postJsonGuarded, sdApiUrl } from "../services/ai-outbound.js";
import { aiSeed, aiServerAddress, aiSettingsForRequest } from "../services/ai-server-address.js";

const TEST_TIMEOUT_MS = 5000;
/** Variations and upscale carry the image as base64 (up to MAX_SOURCE_BASE64) beside their fields. */
const imageBody = { maxBytes: MAX_SOURCE_BASE64 + MAX_JSON_BODY_BYTES };

const testRequest = z.object({ server: aiServerAddress.nullish() });

const variationsRequest = z.object({
  image: z.string().min(1, "Choose an image to vary"),
  prompt: z.string().max(2000).default(""),
  negativePrompt: z.string().max(2000).default(""),
  count: z.number().int().min(1, "count must be 1 to 4").max(4, "count must be 1 to 4").default(4),
  /** How far a variation may move from the source (WebUI denoising strength). */
  strength: z.number().min(0.05).max(1).default(0.5),
  seed: aiSeed,
  seamless: z.boolean().default(true),
  server: aiServerAddress.nullish(),
});

const upscaleRequest = z.object({
  image: z.string().min(1, "Choose an image to upscale"),
  size: z
    .number()
    .int()
    .refine((n) => n >= 512 && n <= 2048 && n % 256 === 0, "size must be 512 to 2048 in steps of 256"),
  mapType: z
    .enum(["baseColor", "normal", "specular"], { error: "mapType must be baseColor, normal or specular" })
    .default("baseColor"),
  method: z.enum(upscaleMethods, { error: `method must be one of ${upscaleMethods.join(", ")}` }).default("auto"),
  blend: z.number().min(0, "blend must be 0 to 100").max(100, "blend must be 0 to 100").default(50),
});

/** Names of the checkpoints a WebUI lists, for the connection test's answer. */
function modelNames(answer: unknown): string[] {
  if (!Array.isArray(answer)) return [];
  return answer
    .map((model) => (model && typeof model === "object" ? (model as { model_name?: unknown }).model_name : null))
    .filter((name): name is string => typeof name === "string")
    .slice(0, 20);
}

/**
 * The AI Generate section's other calls: a real connection test against the WebUI, img2img variations
 * through it, and upscaling with the pipeline's resize (no AI server needed for that one).
 */
export const aiToolsRoutes = new Hono<AppEnv>()
  .use(sameOrigin)
  .post("/server/test", loadUser, rateLimit(limits.ai), validate("json", testRequest), async (c) => {
    const settings = await aiSettingsForRequest(c, c.req.valid("json").server);
    const url = sdApiUrl(settings, "/sdapi/v1/sd-models");
    const started = Date.now();
    const answer = await getJsonGuarded(url, settings, TEST_TIMEOUT_MS);
    if (!Array.isArray(answer)) throw aiServerFailed(settings, url, "it is not a WebUI API");
    const address = aiServerName(settings, url);
    return c.json({ ok: true, address, models: modelNames(answer), latencyMs: Date.now() - started });
  })
  .post("/variations", loadUser, rateLimit(limits.ai), validate("json", variationsRequest, imageBody), async (c) => {
    const body = c.req.valid("json");
    const source = sourcePng(body.image);
    const settings = await aiSettingsForRequest(c, body.server);
    const url = sdApiUrl(settings, "/sdapi/v1/img2img");
    const seed = body.seed ?? Math.floor(Math.random() * 1_000_000);
    const answer = await postJsonGuarded(
      url,
      {
        init_images: [source.base64],
        prompt: body.prompt.trim(),
        negative_prompt: body.negativePrompt,
        denoising_strength: body.strength,
        width: source.width,
        height: source.height,
        batch_size: body.count,
        n_iter: 1,
        seed,
        tiling: body.seamless,
        steps: 20,
      },
      settings,
    );
    return c.json({ images: webUiImages(answer, settings, url), seed });
  })
  .post("/upscale", loadUser, rateLimit(limits.ai), validate("json", upscaleRequest, imageBody), async (c) => {
    const body = c.req.valid("json");
    const source = sourcePng(body.image);
    if (Math.max(source.width, source.height) >= body.size) {
      throw new ApiError(
        400,
        "invalid_input",
        `The image is already ${source.width}×${source.height}; choose a larger size`,
      );
    }
    const png = await upscalePng(source.bytes, body.size, {
      mapType: body.mapType,
      method: body.method,
      blend: body.blend,
    });
    return c.body(png as Uint8Array<ArrayBuffer>, 200, { "Content-Type": "image/png", "Cache-Control": "no-store" });
  });
