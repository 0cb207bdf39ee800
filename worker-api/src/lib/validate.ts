import { zValidator } from "@hono/zod-validator";
import type { ValidationTargets } from "hono";
import type { ZodType } from "zod";
import { ApiError } from "./errors.js";

/**
 * zod validation for one request part; a failure becomes a 400 in the error envelope whose message is
 * the first problem (the exact product wording, e.g. 'Project name is required') and whose details list
 * every field problem. zod objects drop unknown fields, so clients may send extra ones.
 */
export const validate = <Target extends keyof ValidationTargets, Schema extends ZodType>(
  target: Target,
  schema: Schema,
) =>
  zValidator(target, schema, (result) => {
    if (!result.success) {
      const issues = result.error.issues.map((issue) => ({ path: issue.path.join("."), message: issue.message }));
      throw new ApiError(400, "invalid_input", issues[0]?.message ?? "Invalid input", { fields: issues });
    }
  });
