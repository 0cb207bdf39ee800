// Environment that keeps wrangler and miniflare fully offline (see ../shared/stack-recipe.md, section 2).
export const offlineEnv = {
  WRANGLER_SEND_METRICS: "false",
  WRANGLER_SEND_ERROR_REPORTS: "false",
  CLOUDFLARE_CF_FETCH_ENABLED: "false",
  WRANGLER_HIDE_BANNER: "true",
  // Without a .dev.vars, wrangler would turn these .env switches into Worker variables. .dev.vars holds
  // local secrets, so it is git-ignored rather than committed empty.
  CLOUDFLARE_LOAD_DEV_VARS_FROM_DOT_ENV: "false",
};
