// Environment that keeps wrangler and miniflare fully offline (see ../shared/stack-recipe.md, section 2).
export const offlineEnv = {
  WRANGLER_SEND_METRICS: "false",
  WRANGLER_SEND_ERROR_REPORTS: "false",
  CLOUDFLARE_CF_FETCH_ENABLED: "false",
  WRANGLER_HIDE_BANNER: "true",
};
