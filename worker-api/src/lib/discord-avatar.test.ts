import { describe, expect, it } from "vitest";
import { avatarAddress, discordAvatarUrl } from "./discord-avatar.js";

describe("discordAvatarUrl", () => {
  it("builds the 64 px CDN address from the id and hash", () => {
    expect(discordAvatarUrl("80351110224678912", "8342729096ea3675442027381ff50dfe")).toBe(
      "https://cdn.discordapp.com/avatars/80351110224678912/8342729096ea3675442027381ff50dfe.png?size=64",
    );
    expect(discordAvatarUrl("1", "a_1269e74af4df7417b13759eae50c83dc")).toBe(
      "https://cdn.discordapp.com/avatars/1/a_1269e74af4df7417b13759eae50c83dc.png?size=64",
    );
  });

  it("is null without an avatar or with something that is not a hash", () => {
    expect(discordAvatarUrl("1", null)).toBeNull();
    expect(discordAvatarUrl("1", "")).toBeNull();
    expect(discordAvatarUrl("1", "../x")).toBeNull();
  });

  it("gives other people's avatars the Worker's address by Greenhouse id, versioned by the hash", () => {
    expect(avatarAddress(7, "8342729096ea3675442027381ff50dfe")).toBe("/api/users/7/avatar?v=83427290");
    expect(avatarAddress(7, "a_1269E74AF4DF7417B13759EAE50C83DC")).toBe("/api/users/7/avatar?v=1269e74a");
    expect(avatarAddress(7, null)).toBeNull();
    expect(avatarAddress(7, "../x")).toBeNull();
  });
});
