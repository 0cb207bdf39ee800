import { describe, expect, it } from "vitest";
import { discordAvatarUrl } from "./discord-avatar.js";

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
});
