import { describe, expect, it } from "vitest";
import { call } from "../../../tests/workers/helpers.js";

describe("API security headers", () => {
  it("are on answers, errors and unknown routes alike", async () => {
    for (const [path, status] of [
      ["/api/health", 200],
      ["/api/jobs/not-a-job", 404],
      ["/api/no-such-route", 404],
    ] as const) {
      const response = await call(path);
      expect(response.status, path).toBe(status);
      expect(response.headers.get("X-Content-Type-Options"), path).toBe("nosniff");
      expect(response.headers.get("X-Frame-Options"), path).toBe("DENY");
      expect(response.headers.get("Referrer-Policy"), path).toBe("strict-origin-when-cross-origin");
      expect(response.headers.get("Content-Security-Policy"), path).toBe(
        "default-src 'none'; frame-ancestors 'none'; sandbox",
      );
      expect(response.headers.get("Cache-Control"), path).toBe("private, no-store");
    }
  });
});
