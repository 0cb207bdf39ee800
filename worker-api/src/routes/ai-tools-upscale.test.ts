import { createRawImage, decodePng, encodePng, readPngHeader } from "@greenhouse/wasm-pipeline";
import { initWorkerCodecs } from "@greenhouse/wasm-pipeline/runtime/workers";
import { describe, expect, it } from "vitest";
import { expectError } from "../../../tests/workers/jobs-helpers.js";
import { pngBase64, post, postJson, setUpAiToolTests } from "./ai-tools-fixtures.js";

setUpAiToolTests();

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
