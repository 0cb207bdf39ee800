import { Hono } from "hono";
import { readGlobalCounts } from "../db/stats.js";
import type { AppEnv } from "../env.js";

const formatCount = (n: number) => n.toLocaleString("en-US");

/** Public: the landing page's statistics strip, from real counts (no sign-in needed). */
export const statsRoutes = new Hono<AppEnv>().get("/global", async (c) => {
  const counts = await readGlobalCounts(c.env.DB);
  const finished = counts.jobsCompleted + counts.jobsFailed;
  const successRate = finished === 0 ? null : Math.round((counts.jobsCompleted / finished) * 1000) / 10;
  return c.json({
    stats: [
      {
        label: "Textures Processed",
        value: formatCount(counts.jobTextures + counts.projectTextures),
        description: "Textures converted by Greenhouse or checked into projects",
      },
      {
        label: "Packs Converted",
        value: formatCount(counts.packsConverted),
        description: "Resource packs turned into LabPBR 1.3",
      },
      { label: "Creators", value: formatCount(counts.users), description: "People signed in with Discord" },
      {
        label: "Success Rate",
        // Before any job has finished there is no rate to give; say so in words, not "n/a".
        value: successRate === null ? "—" : `${successRate}%`,
        description: successRate === null ? "No conversion has finished yet" : "Conversion jobs that completed",
      },
    ],
    counts,
  });
});
