import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { startLocalWorkerWithDiscord } from "../support/local-worker.js";
import { signInThroughStandIn } from "../support/sign-in.js";

const stateDir = mkdtempSync(path.join(tmpdir(), "greenhouse-persist-"));

afterAll(() => {
  rmSync(stateDir, { recursive: true, force: true });
});

// 1x1 opaque green PNG.
const PNG = Uint8Array.from(
  atob("iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg=="),
  (char) => char.charCodeAt(0),
);

describe("local state survives a restart of the Worker", () => {
  it("keeps the signed-in user's session (D1) and their library file (R2)", async () => {
    const first = await startLocalWorkerWithDiscord({}, { persistDir: stateDir });
    let session: string | null;
    let fileUrl: string;
    try {
      ({ session } = await signInThroughStandIn(first.baseUrl, "tester1"));
      expect(session).not.toBeNull();
      const form = new FormData();
      form.append("file", new File([PNG], "green.png", { type: "image/png" }));
      const upload = await fetch(`${first.baseUrl}/api/uploaded-content`, {
        method: "POST",
        body: form,
        headers: { Cookie: session ?? "", Origin: first.baseUrl },
      });
      expect(upload.status).toBe(201);
      ({ fileUrl } = (await upload.json()) as { fileUrl: string });
    } finally {
      await first.stop();
    }

    const second = await startLocalWorkerWithDiscord({}, { persistDir: stateDir });
    try {
      const user = await fetch(`${second.baseUrl}/api/auth/user`, { headers: { Cookie: session ?? "" } });
      expect(user.status).toBe(200);
      expect(await user.json()).toMatchObject({ username: "tester1" });
      const file = await fetch(`${second.baseUrl}${fileUrl}`, { headers: { Cookie: session ?? "" } });
      expect(file.status).toBe(200);
      expect(new Uint8Array(await file.arrayBuffer())).toEqual(PNG);
    } finally {
      await second.stop();
    }
  });
});
