// The test identities the local Discord stand-in offers. tester1 and tester2 share a server, so each
// appears in the other's "friends"; tester3 is alone. "new" makes a fresh random user on every use.
export const GUILDS = {
  greenhouse: { id: "900000000000000001", name: "Greenhouse Testers" },
  shaders: { id: "900000000000000002", name: "Shader Fans" },
  solo: { id: "900000000000000003", name: "Tester3's Workshop" },
};

export const IDENTITIES = {
  tester1: { id: "100000000000000001", username: "tester1", guilds: [GUILDS.greenhouse, GUILDS.shaders] },
  tester2: { id: "100000000000000002", username: "tester2", guilds: [GUILDS.greenhouse] },
  tester3: { id: "100000000000000003", username: "tester3", guilds: [GUILDS.solo] },
};

/** Resolves a login name to a Discord-shaped identity; "new" (or "random") invents one. */
export function identityFor(name) {
  if (name === "new" || name === "random") {
    const suffix = Math.floor(Math.random() * 1e9)
      .toString()
      .padStart(9, "0");
    return { id: `2000000${suffix}`, username: `newuser-${suffix.slice(-4)}`, guilds: [] };
  }
  return IDENTITIES[name] ?? null;
}
