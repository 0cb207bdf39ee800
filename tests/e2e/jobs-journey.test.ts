// Chromium-free journeys against the real Worker (wrangler's workerd with local D1, R2 and Durable
// Objects): a real corpus pack through upload and through the chunked upload, then AI generation
// against the local Stable-Diffusion stand-in.
import { readFileSync } from "node:fs";
import path from "node:path";
import {
  bytesSource,
  convertPack,
  decodeImage,
  defaultConversionSettings,
  memorySink,
  validatePack,
} from "@greenhouse/wasm-pipeline";
import { initNodeCodecs } from "@greenhouse/wasm-pipeline/runtime/node";
import { corpusDir as corpus } from "@greenhouse/wasm-pipeline/testing/corpus";
import { unzipSync, zipSync } from "fflate";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { startLocalSd } from "../../scripts/local-sd/server.mjs";
import { type LocalWorker, startLocalWorker } from "../support/local-worker.js";

const baseUrl = inject("baseUrl");

/** fetch with a cookie jar and the same-origin header the API's CSRF guard wants. */
function client(base: string) {
  const cookies = new Map<string, string>();
  return async (route: string, init: RequestInit = {}) => {
    const headers = new Headers(init.headers);
    headers.set("Origin", base);
    if (cookies.size > 0) headers.set("Cookie", [...cookies].map(([k, v]) => `${k}=${v}`).join("; "));
    // workerd may close an idle keep-alive socket; every call here is safe to send again.
    const response = await fetch(`${base}${route}`, { ...init, headers }).catch(() =>
      fetch(`${base}${route}`, { ...init, headers }),
    );
    for (const cookie of response.headers.getSetCookie()) {
      const [name, value] = (cookie.split(";")[0] ?? "").split("=");
      if (name && value !== undefined) cookies.set(name, value);
    }
    return response;
  };
}

type Call = ReturnType<typeof client>;

async function waitForJob(call: Call, id: string): Promise<{ status: string; error: string | null }> {
  const started = Date.now();
  while (Date.now() - started < 170_000) {
    const job = (await (await call(`/api/jobs/${id}`)).json()) as { status: string; error: string | null };
    if (job.status === "completed" || job.status === "failed") return job;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`job ${id} did not finish`);
}

async function checkConverted(call: Call, jobId: string, input: Uint8Array, name: string) {
  expect(await waitForJob(call, jobId)).toMatchObject({ status: "completed", error: null });
  const status = (await (await call(`/api/jobs/${jobId}/status`)).json()) as Record<string, number>;
  expect(status.imagesProcessed).toBe(status.totalImages);
  // Under heavy machine load the dev proxy has cut a long download once; a download is safe to repeat.
  const download = async () => {
    const response = await call(`/api/jobs/${jobId}/download`);
    expect(response.status).toBe(200);
    expect(response.headers.get("content-disposition")).toContain(`${name.replace(/\.zip$/, "")}_labpbr.zip`);
    const bytes = new Uint8Array(await response.arrayBuffer());
    expect(Number(response.headers.get("content-length"))).toBe(bytes.length);
    return bytes;
  };
  const bytes = await download().catch(download);
  const original = unzipSync(input);
  const output = unzipSync(bytes);
  for (const [file, content] of Object.entries(original)) {
    // Issue 3: pack.mcmeta is the one input file rewritten (its description marked LabPBR).
    if (file === "pack.mcmeta") expect(new TextDecoder().decode(output[file])).toContain("LabPBR");
    else expect(Buffer.compare(Buffer.from(output[file] ?? []), Buffer.from(content)), file).toBe(0);
    // Every block and item texture that has no maps of its own gets both. `_e` files are OptiFine
    // emissive overlays, maps rather than materials (the pipeline's classification, issue 3).
    const own = original[file.replace(/\.png$/, "_n.png")] || original[file.replace(/\.png$/, "_s.png")];
    if (/^assets\/minecraft\/textures\/(block|item)s?\/.+(?<!_[nse])\.png$/.test(file) && !own) {
      expect(output[file.replace(/\.png$/, "_n.png")], file).toBeDefined();
      expect(output[file.replace(/\.png$/, "_s.png")], file).toBeDefined();
    }
  }
  // Every generated map sits beside its base texture, in pairs.
  const generated = Object.keys(output).filter((file) => !(file in original) && /_[ns]\.png$/.test(file));
  for (const map of generated) expect(original[map.replace(/_[ns]\.png$/, ".png")], map).toBeDefined();
  expect(generated.length).toBe(status.texturesGenerated);
  expect(generated.length).toBeGreaterThan(0);
  return bytes;
}

describe("converting a real pack through the running app", () => {
  const input = new Uint8Array(readFileSync(path.join(corpus, "pixelperfection-ce.zip")));

  it("uploads PixelPerfection CE, converts it, and downloads every file plus _n/_s for each texture", async () => {
    const call = client(baseUrl);
    const form = new FormData();
    form.append("file", new File([input], "pixelperfection-ce.zip"));
    form.append("settings", JSON.stringify({ inputType: "single" }));
    const upload = await call("/api/upload", { method: "POST", body: form });
    expect(upload.status).toBe(201);
    const { jobId } = (await upload.json()) as { jobId: string };
    const bytes = await checkConverted(call, jobId, input, "pixelperfection-ce.zip");
    await initNodeCodecs();
    const result = await validatePack(bytes, { decode: (data, file) => decodeImage(data, { filename: file }) });
    const errors = result.issues.filter((issue) => issue.level === "error");
    expect(errors).toEqual([]);
    expect(result.isValid).toBe(true);
    // The whole pack, converted on the server in batches, equals convertPack in Node byte for byte.
    const out = memorySink();
    await convertPack(
      bytesSource(input),
      { ...defaultConversionSettings, inputType: "resourcepack" },
      { sink: out.sink },
    );
    expect(Buffer.compare(Buffer.from(bytes), Buffer.from(out.bytes()))).toBe(0);
  }, 180_000);

  it("does the same through the resumable chunked upload", async () => {
    const call = client(baseUrl);
    const started = await call("/api/uploads", {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({ name: "pixelperfection-ce.zip", size: input.length }),
    });
    expect(started.status).toBe(201);
    const { uploadId, partSize, partCount } = (await started.json()) as {
      uploadId: string;
      partSize: number;
      partCount: number;
    };
    for (let n = 1; n <= partCount; n++) {
      const put = await call(`/api/uploads/${uploadId}/parts/${n}`, {
        method: "PUT",
        body: input.subarray((n - 1) * partSize, n * partSize),
      });
      expect(put.status).toBe(200);
    }
    const done = await call(`/api/uploads/${uploadId}/complete`, { method: "POST" });
    expect(done.status).toBe(201);
    const { jobId } = (await done.json()) as { jobId: string };
    const bytes = await checkConverted(call, jobId, input, "pixelperfection-ce.zip");
    const result = await validatePack(bytes, { decode: (data, file) => decodeImage(data, { filename: file }) });
    expect(result.issues.filter((issue) => issue.level === "error")).toEqual([]);
  }, 180_000);
});

describe("one pipeline on the server and on a device", () => {
  it("converts a PixelPerfection excerpt on the server into the same zip, byte for byte, as convertPack in Node", async () => {
    const all = unzipSync(new Uint8Array(readFileSync(path.join(corpus, "pixelperfection-ce.zip"))));
    // Where the old server engine differed: mob_effect icons, item maps (quiver), animations, pack.mcmeta.
    const wanted = /^pack\.mcmeta$|texture\.properties$|mob_effect\/|item\/quiver|\.png\.mcmeta$|gui\//;
    const materials = /^assets\/minecraft\/textures\/(block|item|entity)\/[^/]+\.png$/;
    const names = Object.keys(all);
    const picked = [
      ...names.filter((name) => materials.test(name)).slice(0, 90),
      ...names.filter((name) => wanted.test(name)).slice(0, 120),
    ];
    const excerpt = zipSync(Object.fromEntries(picked.map((name) => [name, all[name] as Uint8Array])));
    const chosen = { normalStrength: 1.5, roughnessIntensity: 0.8 };

    const call = client(baseUrl);
    const form = new FormData();
    form.append("file", new File([excerpt], "excerpt.zip"));
    form.append("settings", JSON.stringify(chosen));
    const upload = await call("/api/upload", { method: "POST", body: form });
    expect(upload.status).toBe(201);
    const { jobId } = (await upload.json()) as { jobId: string };
    expect(await waitForJob(call, jobId)).toMatchObject({ status: "completed", error: null });
    const server = new Uint8Array(await (await call(`/api/jobs/${jobId}/download`)).arrayBuffer());

    await initNodeCodecs();
    const out = memorySink();
    const settings = { ...defaultConversionSettings, ...chosen, inputType: "resourcepack" as const };
    await convertPack(bytesSource(excerpt), settings, { sink: out.sink });
    const local = out.bytes();

    // Entry by entry first, so a failure names the file; then the whole archive.
    const serverEntries = unzipSync(server);
    const localEntries = unzipSync(local);
    expect(Object.keys(serverEntries)).toEqual(Object.keys(localEntries));
    for (const [name, bytes] of Object.entries(localEntries)) {
      expect(Buffer.compare(Buffer.from(serverEntries[name] ?? []), Buffer.from(bytes)), name).toBe(0);
    }
    // More materials than one batch converts (48), so the server resumed the pipeline across alarms.
    expect(Object.keys(localEntries).filter((name) => /_n\.png$/.test(name)).length).toBeGreaterThan(48);
    expect(Object.keys(localEntries).some((name) => /mob_effect\/.+_n\.png$/.test(name))).toBe(false);
    expect(Buffer.compare(Buffer.from(server), Buffer.from(local))).toBe(0);
  }, 180_000);
});

describe("AI texture generation end to end", () => {
  let sd: { url: string; close(): Promise<void> };
  let worker: LocalWorker;

  beforeAll(async () => {
    sd = await startLocalSd(0);
    worker = await startLocalWorker({ SD_WEBUI_URL: sd.url });
  }, 120_000);

  afterAll(async () => {
    await worker?.stop();
    await sd?.close();
  });

  it("returns PNG data URLs from the Stable-Diffusion stand-in, one per variation", async () => {
    const call = client(worker.baseUrl);
    const response = await call("/api/ai/generate-texture", {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({ prompt: "mossy cobblestone", style: "pixelart", resolution: 64, variations: 2 }),
    });
    expect(response.status).toBe(200);
    const body = (await response.json()) as { images: string[]; seed: number };
    expect(body.images).toHaveLength(2);
    expect(body.seed).toBeLessThan(1_000_000);
    await initNodeCodecs();
    for (const image of body.images) {
      expect(image.startsWith("data:image/png;base64,")).toBe(true);
      const decoded = await decodeImage(Buffer.from(image.split(",")[1] ?? "", "base64"));
      expect([decoded.width, decoded.height]).toEqual([64, 64]);
    }
  });

  it("reports the site's AI server down without showing its address", async () => {
    await sd.close();
    const call = client(worker.baseUrl);
    const response = await call("/api/ai/generate-texture", {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({ prompt: "lava" }),
    });
    expect(response.status).toBe(502);
    const body = (await response.json()) as { error: { message: string } };
    expect(body.error.message).toBe("The site's AI server failed: it is unreachable");
    expect(JSON.stringify(body)).not.toContain(new URL(sd.url).host);
  });
});
