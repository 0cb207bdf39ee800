import { zValidator } from "@hono/zod-validator";
import type { Context, ValidationTargets } from "hono";
import { type ZodType, z } from "zod";
import { readBodyWithin } from "./body-limit.js";
import { ApiError } from "./errors.js";
import { unsafeTextProblem } from "./unsafe-text.js";

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

export const notJson = () => new ApiError(415, "unsupported_media_type", "Send JSON (Content-Type: application/json)");

/** Whether the request carries bytes: no stream, or one declared empty, is no body. */
const hasBody = (request: Request) => request.body !== null && request.headers.get("content-length") !== "0";

/**
 * Reads a JSON body through the capped reader, then hands the validator a request holding just those
 * bytes: Hono's `c.req.json()` would otherwise read the whole stream, however long, before parsing.
 * A body of any other type is refused (415): Hono's validator would see `{}` and answer as if the
 * fields were missing ("Nothing to update"), which hid a client's wrong header. No body at all stays
 * allowed, for routes whose every field has a default.
 */
async function readJsonWithin(c: Context, maxBytes: number): Promise<void> {
  const mediaType = (c.req.header("content-type") ?? "").split(";")[0]?.trim() ?? "";
  if (!jsonMediaType.test(mediaType)) {
    if (hasBody(c.req.raw)) throw notJson();
    return;
  }
  const bytes = await readBodyWithin(c.req.raw, { maxBytes, tooLarge: () => jsonBodyTooLarge(maxBytes) });
  c.req.raw = new Request(c.req.raw, { body: bytes });
}

/**
 * zod validation for one request part; a failure becomes a 400 in the error envelope whose message is
 * the first problem (the exact product wording, e.g. 'Project name is required') and whose details list
 * every field problem; when the only problems are `rowId`s that cannot exist, it is the route's 404
 * instead. zod objects drop unknown fields, so clients may send extra ones. A JSON body is read only up
 * to `maxBytes` (default MAX_JSON_BODY_BYTES); past that the answer is 413, and a body of another type
 * is 415.
 */
export const validate = <Target extends keyof ValidationTargets, Schema extends ZodType>(
  target: Target,
  schema: Schema,
  options: { maxBytes?: number } = {},
) => {
  const check = zValidator(target, schema, (result) => {
    if (!result.success) {
      const missingRow = (issue: (typeof result.error.issues)[number]) =>
        issue.code === "custom" ? (issue.params?.missingRow as MissingRow | undefined) : undefined;
      const others = result.error.issues.filter((issue) => !missingRow(issue));
      // Only ids wrong: answered as an unknown row would be. Anything else wrong is the 400, led by a
      // problem other than "... not found", which would be a strange reason for a 400.
      const missing = result.error.issues.map(missingRow).find(Boolean);
      if (missing && others.length === 0) throw new ApiError(404, missing.code, missing.message);
      const ordered = [...others, ...result.error.issues.filter(missingRow)];
      const issues = ordered.map((issue) => ({ path: issue.path.join("."), message: issue.message }));
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

/** The 404 a route gives for a row it does not have: its own code and message ("Project not found"). */
export interface MissingRow {
  code: string;
  message: string;
}

/**
 * A numeric id: digits from the path, or a number or digit string in a JSON body. One no row can have
 * (0, a fraction, past 2^53) is answered as the route answers an unknown one, through `validate`: a
 * 400 in zod's words ("Too small: expected number to be >0") told the client nothing it could act on,
 * and set an id that can never exist apart from one that merely does not. A missing id stays a 400.
 */
export const rowId = (missing: MissingRow) =>
  z.union([z.string(), z.number()]).transform((value, ctx) => {
    const raw = String(value);
    const id = Number(raw);
    if (/^[0-9]+$/.test(raw) && Number.isSafeInteger(id) && id > 0) return id;
    ctx.addIssue({ code: "custom", message: missing.message, params: { missingRow: missing } });
    return z.NEVER;
  });

/**
 * A zod refinement for text other people read (a project's name, its description, a share's message
 * in the activity): control, bidirectional and zero-width characters are refused, naming the code
 * point, so it reads as stored. `allowed` lists controls the field keeps (a text area's line breaks).
 */
export const refuseUnsafeText = (field: string, allowed?: string) => (text: string, ctx: z.RefinementCtx) => {
  const problem = unsafeTextProblem(text, allowed);
  if (problem) ctx.addIssue({ code: "custom", message: `${field} must not contain ${problem}` });
};
