import { describe, expect, it } from "vitest";
import { expectError } from "../../../tests/workers/jobs-helpers.js";
import { fakeWebUi, pngBase64, postJson, setUpAiToolTests } from "./ai-tools-fixtures.js";

setUpAiToolTests();

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
