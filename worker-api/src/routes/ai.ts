import { Hono } from "hono";
import { z } from "zod";
import type { AppEnv } from "../env.js";
import { ApiError } from "../lib/errors.js";
import { validate } from "../lib/validate.js";
import { limits, rateLimit } from "../middleware/rate-limit.js";
import { sameOrigin } from "../middleware/same-origin.js";
import { loadUser } from "../middleware/session.js";
import { webUiImages } from "../services/ai-images.js";
import { postJsonGuarded, txt2imgUrl } from "../services/ai-outbound.js";
import { aiSeed, aiServerAddress, aiSettingsForRequest } from "../services/ai-server-address.js";

const resolutions = [16, 32, 64, 128, 256, 512];
const styles = ["realistic", "stylized", "pixelart", "painted", "cartoon", "fantasy"] as const;
/** Words appended to the prompt per style: the WebUI has no style parameter. */
const styleWords: Record<(typeof styles)[number], string> = {
  realistic: "photorealistic, detailed texture",
  stylized: "stylized, hand-painted game texture",
  pixelart: "pixel art, 16-bit, crisp pixels",
  painted: "painterly, brush strokes",
  cartoon: "cartoon, flat shading, bold outlines",
  fantasy: "fantasy, magical, ornate",
};

const request = z.object({
  prompt: z.string().max(2000, "prompt must be at most 2000 characters").default(""),
  negativePrompt: z.string().max(2000).default(""),
  style: z.enum(styles, { error: "Unknown style" }).default("realistic"),
  resolution: z
    .number()
    .refine((n) => resolutions.includes(n), "resolution must be 16, 32, 64, 128, 256 or 512")
    .default(256),
  variations: z.number().int().min(1, "variations must be 1 to 4").max(4, "variations must be 1 to 4").default(1),
  seed: aiSeed,
  seamless: z.boolean().default(true),
  /** The person's own WebUI from the AI server panel; the configured server otherwise. */
  server: aiServerAddress.nullish(),
});

/** POST /api/ai/generate-texture: txt2img on the configured Stable-Diffusion-WebUI-compatible server. */
export const aiRoutes = new Hono<AppEnv>()
  .use(sameOrigin)
  // The user is loaded per route, not with `.use`: this router's middleware would also run for
  // ai-tools' routes, which are mounted on the same /ai prefix and load the user themselves.
  .post("/generate-texture", loadUser, rateLimit(limits.ai), validate("json", request), async (c) => {
    const body = c.req.valid("json");
    const prompt = body.prompt.trim();
    if (prompt === "") {
      throw new ApiError(400, "empty_prompt", "Please enter a prompt", {
        hint: "Describe the texture you want to generate.",
      });
    }
    // The spec: without a seed, a random integer below one million.
    const seed = body.seed ?? Math.floor(Math.random() * 1_000_000);
    const settings = await aiSettingsForRequest(c, body.server);
    const url = txt2imgUrl(settings);
    const answer = await postJsonGuarded(
      url,
      {
        prompt: `${prompt}, ${styleWords[body.style]}`,
        negative_prompt: body.negativePrompt,
        width: body.resolution,
        height: body.resolution,
        batch_size: body.variations,
        n_iter: 1,
        seed,
        tiling: body.seamless,
        steps: 20,
      },
      settings,
    );
    return c.json({ images: webUiImages(answer, settings, url), seed });
  });
