import { describe, expect, it } from "vitest";
import { parseServer, sameServer } from "./server-address";

const address = (ip: string, port: string) => {
  const parsed = parseServer({ ip, port });
  if (!parsed.ok) throw new Error(parsed.error);
  return parsed.address;
};

describe("sameServer (whether the last connection test is about the address in the panel)", () => {
  it("matches the same host and port however they were typed", () => {
    expect(sameServer(address("127.0.0.1", "7860"), address("http://127.0.0.1:7860/", ""))).toBe(true);
    expect(sameServer(address("MyBox.local", "7860"), address("mybox.local", "7860"))).toBe(true);
    expect(sameServer(address("", "7860"), address("", "9"))).toBe(true);
  });

  it("tells another port, host, or the site's own server apart", () => {
    expect(sameServer(address("127.0.0.1", "9"), address("127.0.0.1", "7860"))).toBe(false);
    expect(sameServer(address("127.0.0.1", "7860"), address("127.0.0.2", "7860"))).toBe(false);
    expect(sameServer(address("", "7860"), address("127.0.0.1", "7860"))).toBe(false);
  });
});
