/** The Worker's bindings and variables, as wrangler.jsonc declares them. */
export type AppEnv = { Bindings: Env };
