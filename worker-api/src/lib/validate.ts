import { zValidator } from "@hono/zod-validator";
import type { Context, ValidationTargets } from "hono";
import type { ZodType } from "zod";
import { readBodyWithin } from "./body-limit.js";
import { ApiError } from "./errors.js";

/** The most of a JSON body a route reads unless it names its own cap: far above any form's fields. */
export const MAX_JSON_BODY_BYTES = 1024 * 1024;

/** The media types Hono's validator parses as JSON; it validates `{}` for any other body, unread. */
const jsonMediaType = /^application\/([\w.-]+\+)?json$/i;

const megabytes = (bytes: number) => `${Math.round((bytes / (1024 * 1024)) * 10) / 10} MB`;

export const jsonBodyTooLarge = (maxBytes: number) =>
  new ApiError(
    413,
    "body_too_large",
    `Request body too large: this call accepts at most ${megabytes(maxBytes)} of JSON`,
  );

/**
 * Reads a JSON body through the capped reader, then hands the validator a request holding just those
 * bytes: Hono's `c.req.json()` would otherwise read the whole stream, however long, before parsing.
 */
async function readJsonWithin(c: Context, maxBytes: number): Promise<void> {
  const mediaType = (c.req.header("content-type") ?? "").split(";")[0]?.trim() ?? "";
  if (!jsonMediaType.test(mediaType)) return;
  const bytes = await readBodyWithin(c.req.raw, { maxBytes, tooLarge: () => jsonBodyTooLarge(maxBytes) });
  c.req.raw = new Request(c.req.raw, { body: bytes });
}

/**
 * zod validation for one request part; a failure becomes a 400 in the error envelope whose message is
 * the first problem (the exact product wording, e.g. 'Project name is required') and whose details list
 * every field problem. zod objects drop unknown fields, so clients may send extra ones. A JSON body
 * is read only up to `maxBytes` (default MAX_JSON_BODY_BYTES); past that the answer is 413.
 */
export const validate = <Target extends keyof ValidationTargets, Schema extends ZodType>(
  target: Target,
  schema: Schema,
  options: { maxBytes?: number } = {},
) => {
  const check = zValidator(target, schema, (result) => {
    if (!result.success) {
      const issues = result.error.issues.map((issue) => ({ path: issue.path.join("."), message: issue.message }));
      throw new ApiError(400, "invalid_input", issues[0]?.message ?? "Invalid input", { fields: issues });
    }
  });
  if (target !== "json") return check;
  const maxBytes = options.maxBytes ?? MAX_JSON_BODY_BYTES;
  const capped: typeof check = async (c, next) => {
    await readJsonWithin(c, maxBytes);
    return check(c, next);
  };
  return capped;
};
