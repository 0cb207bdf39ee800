import { createExecutionContext, waitOnExecutionContext } from "cloudflare:test";
import { env } from "cloudflare:workers";
import { createRawImage, decodePng, encodePng, readPngHeader } from "@greenhouse/wasm-pipeline";
import { initWorkerCodecs } from "@greenhouse/wasm-pipeline/runtime/workers";
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { signIn, type TestUser } from "../../../tests/workers/helpers.js";
import { expectError, ORIGIN } from "../../../tests/workers/jobs-helpers.js";
import { app } from "../app.js";

let member: TestUser;
beforeAll(async () => {
  member = await signIn("ai-member");
});

/**
 * Calls the app directly (same isolate), so a spy on fetch sees the Worker's outbound calls. Signed in
 * by default: naming one's own AI server needs an account.
 */
async function post(path: string, body: unknown, headers?: Record<string, string>, vars?: Record<string, string>) {
  headers ??= { Origin: ORIGIN, Cookie: member.cookie };
  const ctx = createExecutionContext();
  const response = await app.fetch(
    new Request(`${ORIGIN}${path}`, {
      method: "POST",
      headers: { "Content-Type": "application/json", ...headers },
      body: JSON.stringify(body),
    }),
    { ...env, SD_WEBUI_URL: "http://127.0.0.1:9", AI_TIMEOUT_MS: "3000", ...vars },
    ctx,
  );
  await waitOnExecutionContext(ctx);
  return response;
}

async function postJson(path: string, body: unknown, headers?: Record<string, string>, vars?: Record<string, string>) {
  const response = await post(path, body, headers, vars);
  return { status: response.status, body: (await response.json()) as unknown };
}

/** Stands in for the WebUI: records each outbound request and answers with `answer`. */
function fakeWebUi(answer: unknown) {
  const seen: { url: string; method: string; body: unknown }[] = [];
  vi.spyOn(globalThis, "fetch").mockImplementation(async (input, init) => {
    const request = new Request(input, init);
    seen.push({
      url: request.url,
      method: request.method,
      body: request.method === "POST" ? await request.json() : null,
    });
    return Response.json(answer);
  });
  return seen;
}

async function pngBase64(width: number, height: number): Promise<string> {
  await initWorkerCodecs();
  const image = createRawImage(width, height);
  image.data.fill(200);
  const bytes = await encodePng(image);
  return btoa(String.fromCharCode(...bytes));
}

afterEach(() => vi.restoreAllMocks());

describe("POST /api/ai/server/test", () => {
  it("asks a guest who names their own server to sign in, and calls nothing", async () => {
    const seen = fakeWebUi([]);
    const result = await postJson(
      "/api/ai/server/test",
      { server: { host: "192.168.1.20", port: 7861 } },
      { Origin: ORIGIN },
    );
    expectError(result, 401, "Sign in to use your own AI server");
    expect(seen).toEqual([]);
  });

  it("asks the named WebUI for its models and reports them", async () => {
    const seen = fakeWebUi([{ title: "sd15 [abc]", model_name: "sd15" }]);
    const result = await postJson("/api/ai/server/test", { server: { host: "192.168.1.20", port: 7861 } });
    expect(result.status).toBe(200);
    expect(result.body).toMatchObject({ ok: true, address: "http://192.168.1.20:7861", models: ["sd15"] });
    expect(seen).toEqual([{ url: "http://192.168.1.20:7861/sdapi/v1/sd-models", method: "GET", body: null }]);
  });

  it("answers 502 naming the address when nothing listens there", async () => {
    const result = await postJson("/api/ai/server/test", { server: { host: "127.0.0.1", port: 9 } });
    expectError(result, 502, /^AI server at http:\/\/127\.0\.0\.1:9 failed: it is unreachable$/);
  });

  it("does not show a guest the site's configured address when its server fails", async () => {
    const result = await postJson("/api/ai/server/test", {}, { Origin: ORIGIN });
    expectError(result, 502, /^The site's AI server failed: it is unreachable$/);
    expect(JSON.stringify(result.body)).not.toContain("127.0.0.1");
  });

  it("reports the site's configured server by a label, not its address", async () => {
    const seen = fakeWebUi([{ model_name: "sd15" }]);
    const result = await postJson("/api/ai/server/test", {}, { Origin: ORIGIN });
    expect(result.body).toMatchObject({ ok: true, address: "the site's AI server", models: ["sd15"] });
    expect(JSON.stringify(result.body)).not.toContain("127.0.0.1");
    expect(seen[0]?.url).toBe("http://127.0.0.1:9/sdapi/v1/sd-models");
  });

  it("refuses hosts that smuggle a path or scheme, and ports out of range", async () => {
    expectError(
      await postJson("/api/ai/server/test", { server: { host: "evil.example/x?", port: 80 } }),
      400,
      "Enter the AI server's IP address or host name",
    );
    expectError(
      await postJson("/api/ai/server/test", { server: { host: "10.0.0.2", port: 70000 } }),
      400,
      "The port must be a number from 1 to 65535",
    );
  });

  it("refuses cross-site requests", async () => {
    const result = await postJson("/api/ai/server/test", {}, { Origin: "https://elsewhere.example" });
    expect(result.status).toBe(403);
  });
});

describe("a named server outside development", () => {
  const production = { ENVIRONMENT: "production" };
  const notPublic = "The AI server's address must be publicly reachable from the Greenhouse server";

  it("refuses local, private and link-local addresses in any spelling, and calls nothing", async () => {
    const seen = fakeWebUi([]);
    for (const [host, kind] of [
      ["127.0.0.1", "a loopback address"],
      ["0x7f000001", "a loopback address"],
      ["2130706433", "a loopback address"],
      ["[::ffff:127.0.0.1]", "a loopback address"],
      ["169.254.169.254", "a link-local address"],
      ["10.0.0.2", "a private-network address"],
      ["[fd00::1]", "a private-network address"],
      ["localhost", "a local name"],
      ["metadata.google.internal", "a local name"],
    ]) {
      const result = await postJson("/api/ai/server/test", { server: { host, port: 7860 } }, undefined, production);
      expectError(result, 400, `${notPublic}; ${host} is ${kind}`);
    }
    const image = await pngBase64(4, 4);
    for (const path of ["/api/ai/generate-texture", "/api/ai/variations"]) {
      const body = { prompt: "moss", image, server: { host: "192.168.1.20", port: 7860 } };
      expectError(await postJson(path, body, undefined, production), 400, new RegExp(`^${notPublic}`));
    }
    expect(seen).toEqual([]);
  });

  it("refuses them on a deployed Worker whose vars still say development, as the Discord stand-in is", async () => {
    // wrangler.jsonc ships ENVIRONMENT=development; a deploy without --var ENVIRONMENT:production keeps it.
    const seen = fakeWebUi([]);
    const deployed = "https://greenhouse.example";
    for (const host of ["127.0.0.1", "169.254.169.254", "10.0.0.2", "localhost"]) {
      const ctx = createExecutionContext();
      const response = await app.fetch(
        new Request(`${deployed}/api/ai/server/test`, {
          method: "POST",
          headers: { "Content-Type": "application/json", Origin: deployed, Cookie: member.cookie },
          body: JSON.stringify({ server: { host, port: 7860 } }),
        }),
        { ...env, ENVIRONMENT: "development" },
        ctx,
      );
      await waitOnExecutionContext(ctx);
      expectError({ status: response.status, body: await response.json() }, 400, new RegExp(`^${notPublic}`));
    }
    expect(seen).toEqual([]);
    // Served from this machine (npm start), development keeps the local stand-in and LAN WebUIs.
    fakeWebUi([{ model_name: "local" }]);
    const local = await postJson("/api/ai/server/test", { server: { host: "127.0.0.1", port: 7860 } });
    expect(local.body).toMatchObject({ ok: true, models: ["local"] });
  });

  it("still asks a guest to sign in first", async () => {
    const result = await postJson(
      "/api/ai/server/test",
      { server: { host: "127.0.0.1", port: 22 } },
      { Origin: ORIGIN },
      production,
    );
    expectError(result, 401, "Sign in to use your own AI server");
  });

  it("calls a public address", async () => {
    const seen = fakeWebUi([{ model_name: "sd15" }]);
    const result = await postJson(
      "/api/ai/server/test",
      { server: { host: "sd.example.com", port: 7860 } },
      undefined,
      production,
    );
    expect(result.body).toMatchObject({ ok: true, address: "http://sd.example.com:7860" });
    expect(seen[0]?.url).toBe("http://sd.example.com:7860/sdapi/v1/sd-models");
  });
});

describe("POST /api/ai/generate-texture with the panel's server", () => {
  it("sends txt2img to the address the person typed", async () => {
    const png = await pngBase64(4, 4);
    const seen = fakeWebUi({ images: [png] });
    const result = await postJson("/api/ai/generate-texture", {
      prompt: "mossy stone",
      seed: 7,
      server: { host: "sd.local", port: 7860 },
    });
    expect(result.status).toBe(200);
    expect(seen[0]?.url).toBe("http://sd.local:7860/sdapi/v1/txt2img");
    expect(result.body).toMatchObject({ images: [`data:image/png;base64,${png}`], seed: 7 });
  });
});

describe("POST /api/ai/variations", () => {
  it("sends the image to img2img at its own size with the strength as denoising", async () => {
    const source = await pngBase64(32, 16);
    const seen = fakeWebUi({ images: [source, source] });
    const result = await postJson("/api/ai/variations", {
      image: `data:image/png;base64,${source}`,
      prompt: "cracked",
      count: 2,
      strength: 0.35,
      seed: 11,
      server: { host: "127.0.0.1", port: 7860 },
    });
    expect(result.status).toBe(200);
    expect((result.body as { images: string[] }).images).toHaveLength(2);
    expect(seen[0]?.url).toBe("http://127.0.0.1:7860/sdapi/v1/img2img");
    expect(seen[0]?.body).toMatchObject({
      init_images: [source],
      width: 32,
      height: 16,
      denoising_strength: 0.35,
      batch_size: 2,
      seed: 11,
    });
  });

  it("refuses a source that is not a PNG", async () => {
    expectError(
      await postJson("/api/ai/variations", { image: btoa("not a png at all") }),
      400,
      "The source image must be a PNG of at most 1024×1024",
    );
  });
});

describe("POST /api/ai/upscale", () => {
  it("resizes with the pipeline to the chosen size", async () => {
    const source = await pngBase64(16, 16);
    const response = await post("/api/ai/upscale", { image: source, size: 512 });
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("image/png");
    const header = readPngHeader(new Uint8Array(await response.arrayBuffer()));
    expect([header.width, header.height]).toEqual([512, 512]);
  });

  it("resamples per texture type with the advanced settings' method", async () => {
    await initWorkerCodecs();
    // A 16x16 _n map tilted to the right everywhere but one column: normal resampling renormalises it.
    const normal = createRawImage(16, 16);
    for (let i = 0; i < 256; i++) normal.data.set(i % 16 === 7 ? [128, 128, 255, 200] : [218, 128, 200, 120], i * 4);
    const image = btoa(String.fromCharCode(...(await encodePng(normal))));
    const response = await post("/api/ai/upscale", { image, size: 512, mapType: "normal", method: "linear" });
    expect(response.status).toBe(200);
    const out = await decodePng(new Uint8Array(await response.arrayBuffer()));
    expect([out.width, out.height]).toEqual([512, 512]);
    // Bilinear, not the automatic nearest: the tilted/flat edge is blended, with heights between.
    const row = Array.from({ length: 512 }, (_, x) => out.data[(100 * 512 + x) * 4 + 3]);
    expect(new Set(row).size).toBeGreaterThan(2);
    let longest = 0;
    for (let p = 0; p < out.data.length; p += 4) {
      const x = (out.data[p]! / 255) * 2 - 1;
      const y = (out.data[p + 1]! / 255) * 2 - 1;
      longest = Math.max(longest, x * x + y * y);
    }
    expect(longest).toBeLessThanOrEqual(1.02);

    const auto = await post("/api/ai/upscale", { image, size: 512, mapType: "normal" });
    const crisp = await decodePng(new Uint8Array(await auto.arrayBuffer()));
    const crispRow = Array.from({ length: 512 }, (_, x) => crisp.data[(100 * 512 + x) * 4 + 3]);
    expect(new Set(crispRow)).toEqual(new Set([120, 200]));

    expectError(
      await postJson("/api/ai/upscale", { image, size: 512, mapType: "normal", method: "lanczos-pixel" }),
      400,
      "Lanczos with a pixel-perfect blend is for albedo; choose another method for normal and specular maps",
    );
    expectError(
      await postJson("/api/ai/upscale", { image, size: 512, method: "sharpest" }),
      400,
      /method must be one of/,
    );
  });

  it("blends a pixel-perfect pass into Lanczos for albedo", async () => {
    await initWorkerCodecs();
    const checker = createRawImage(16, 16);
    for (let i = 0; i < 256; i++) {
      const on = ((i % 16) + Math.floor(i / 16)) % 2 === 0 ? 230 : 20;
      checker.data.set([on, on, on, 255], i * 4);
    }
    const source = btoa(String.fromCharCode(...(await encodePng(checker))));
    const sizes = await Promise.all(
      [0, 100].map(async (blend) => {
        const response = await post("/api/ai/upscale", { image: source, size: 512, method: "lanczos-pixel", blend });
        expect(response.status).toBe(200);
        return new Uint8Array(await response.arrayBuffer());
      }),
    );
    expect(sizes[0]).not.toEqual(sizes[1]);
  });

  it("answers 422 unreadable_image for a PNG whose header is valid but whose pixel data is scrambled", async () => {
    await initWorkerCodecs();
    const bytes = await encodePng(createRawImage(16, 16));
    // Keep the signature, IHDR and chunk framing; scramble the IDAT payload (its CRC no longer matches).
    const idat = bytes.findIndex((_, i) => String.fromCharCode(...bytes.subarray(i, i + 4)) === "IDAT");
    const length = new DataView(bytes.buffer, bytes.byteOffset).getUint32(idat - 4);
    for (let i = idat + 4; i < idat + 4 + length; i++) bytes[i] = (i * 37) & 0xff;
    const response = await postJson("/api/ai/upscale", { image: btoa(String.fromCharCode(...bytes)), size: 512 });
    expect(response.status).toBe(422);
    expect(response.body).toEqual({
      error: {
        code: "unreadable_image",
        message: "The source image could not be read: its PNG data is damaged or incomplete. Save it again and retry.",
      },
    });
  });

  it("answers 422 unreadable_image for a PNG cut off after its header, 400 if that header is too large", async () => {
    await initWorkerCodecs();
    const bytes = await encodePng(createRawImage(16, 16));
    const cut = bytes.subarray(0, bytes.length - 20);
    const truncated = await postJson("/api/ai/upscale", { image: btoa(String.fromCharCode(...cut)), size: 512 });
    expect(truncated.status).toBe(422);
    expect((truncated.body as { error: { code: string } }).error.code).toBe("unreadable_image");
    const huge = cut.slice();
    new DataView(huge.buffer).setUint32(16, 4096);
    expectError(
      await postJson("/api/ai/upscale", { image: btoa(String.fromCharCode(...huge)), size: 512 }),
      400,
      "The source image must be a PNG of at most 1024×1024",
    );
  });

  it("only takes the spec's output sizes", async () => {
    const source = await pngBase64(16, 16);
    expectError(await postJson("/api/ai/upscale", { image: source, size: 600 }), 400, /size must be 512 to 2048/);
  });
});
