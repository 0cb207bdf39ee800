import { Hono } from "hono";
import type { AppEnv } from "../env.js";
import { donationButton } from "../services/donation.js";

/** GET /api/donation: the hosted donation button to load, or `{button: null}` when none is set up. */
export const donationRoutes = new Hono<AppEnv>().get("/", (c) => c.json({ button: donationButton(c.env) }));
