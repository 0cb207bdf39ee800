export const projectKeys = {
  all: ["projects"] as const,
  one: (id: number) => ["projects", id] as const,
  files: (id: number) => ["projects", id, "files"] as const,
  shares: (id: number) => ["projects", id, "shares"] as const,
  invite: (id: number) => ["projects", id, "invite"] as const,
  activity: (id: number) => ["projects", id, "activity"] as const,
  stats: (id: number) => ["projects", id, "stats"] as const,
  friends: ["discord", "friends"] as const,
};
