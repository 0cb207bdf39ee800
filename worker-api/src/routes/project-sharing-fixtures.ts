import { beforeAll } from "vitest";
import { befriend, signIn, type TestUser } from "../../../tests/workers/helpers.js";

export type Invite = { inviteUrl: string; inviteCode: string; expiresAt: string; usedCount?: number };

// A project owner and two of their friends (sharing is only with friends), signed in afresh for each
// test file by signInOwnerAndFriends().
export let owner: TestUser;
export let friend: TestUser;
export let other: TestUser;

/** Signs in `owner`, `friend` and `other` before the calling file's tests, and befriends them. */
export function signInOwnerAndFriends() {
  beforeAll(async () => {
    owner = await signIn("owner");
    friend = await signIn("friend");
    other = await signIn("other");
    await befriend(owner, friend);
    await befriend(owner, other);
  });
}
