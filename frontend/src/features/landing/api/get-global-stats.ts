import { useQuery } from "@tanstack/react-query";
import { apiJson, listFrom } from "../../../lib/api-client";

export interface GlobalStat {
  label: string;
  value: string;
  description: string;
}

/** What the landing page shows when the server's numbers do not load (spec section 2). */
export const defaultGlobalStats: GlobalStat[] = [
  { label: "Texture Formats", value: "5+", description: "PNG, JPG, TIFF, TGA, ZIP" },
  { label: "Processing Speed", value: "<2s", description: "per texture" },
  { label: "Max File Size", value: "200MB", description: "whole resource packs" },
  { label: "Resolution Support", value: "16x-2048x", description: "from pixel art to HD" },
];

async function fetchGlobalStats(): Promise<GlobalStat[]> {
  const stats = listFrom<GlobalStat>(await apiJson<unknown>("/api/stats/global"), "stats").filter(
    (stat) => typeof stat.label === "string" && stat.value !== undefined,
  );
  return stats.map((stat) => ({ ...stat, value: String(stat.value), description: stat.description ?? "" }));
}

/** A brand-new install has only zeros to report; the capability numbers say more than that. */
export function hasRealNumbers(stats: readonly GlobalStat[]): boolean {
  return stats.some((stat) => /[1-9]/.test(stat.value));
}

/**
 * GET /api/stats/global with no retry. The server's numbers are shown when they load and say
 * something; a failure, an empty answer or all-zero counts fall back to the spec's defaults.
 * `loading` lets a view hold its place instead of showing the defaults and then swapping them.
 */
export function useGlobalStatsState(): { stats: GlobalStat[]; loading: boolean } {
  const query = useQuery({ queryKey: ["stats", "global"], queryFn: fetchGlobalStats, retry: false });
  const stats = query.data && hasRealNumbers(query.data) ? query.data.slice(0, 4) : defaultGlobalStats;
  return { stats, loading: query.isPending };
}

/** The statistics strip's numbers (see useGlobalStatsState). */
export function useGlobalStats(): GlobalStat[] {
  return useGlobalStatsState().stats;
}
