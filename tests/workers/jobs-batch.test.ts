import { env } from "cloudflare:workers";
import { decodePng, encodePng, readPngChunks } from "@greenhouse/wasm-pipeline";
import { writeTiff } from "@greenhouse/wasm-pipeline/testing/fixture-writers";
import { withPngComment } from "@greenhouse/wasm-pipeline/testing/png-comment";
import { unzipSync } from "fflate";
import { GifWriter } from "omggif";
import { describe, expect, it } from "vitest";
import { Client, expectError, png, smallPack, zip } from "./jobs-helpers.js";

interface JobStatus {
  status: string;
  logs: { level: string; message: string }[];
}

/** A 16x16 texture with detail and a tEXt comment, sent alone through POST /api/jobs. */
async function commentedTexture(): Promise<Uint8Array> {
  const flat = await decodePng(await png(16, 16, [0, 0, 0, 255]));
  for (let at = 0; at < flat.data.length; at += 4) flat.data.set([(at * 7) % 251, (at * 3) % 199, 90], at);
  return withPngComment(await encodePng(flat), "made in an editor");
}

/** Runs a batch of `files` with `settings` to the end; returns its status and its result's files. */
async function runBatch(files: [Uint8Array, string][], settings: object) {
  const client = new Client();
  const form = new FormData();
  for (const [bytes, name] of files) form.append("files", new File([bytes], name));
  form.append("settings", JSON.stringify(settings));
  const created = await client.json<{ id: string }>("/api/jobs", { method: "POST", body: form });
  expect(created.status).toBe(201);
  expect((await client.waitForJob(created.body.id)).status).toBe("completed");
  const status = (await client.json<JobStatus>(`/api/jobs/${created.body.id}/status`)).body;
  const download = await client.fetch(`/api/jobs/${created.body.id}/download`);
  return { status, output: unzipSync(new Uint8Array(await download.arrayBuffer())) };
}

const pixels = async (bytes: Uint8Array | undefined) => {
  if (!bytes) throw new Error("missing file");
  const image = await decodePng(bytes);
  return { size: [image.width, image.height], data: Array.from(image.data) };
};
const hasComment = (bytes: Uint8Array | undefined) =>
  readPngChunks(bytes ?? new Uint8Array()).some((chunk) => chunk.type === "tEXt");

describe("POST /api/jobs (batch)", () => {
  it("creates a batch job over several files", async () => {
    const { output } = await runBatch(
      [
        [await png(2, 2, [9, 9, 9, 255]), "one.png"],
        [zip(await smallPack()), "two.zip"],
      ],
      { outputFormat: "png", generateMaps: true, compressionLevel: 6, bulkResize: { enabled: false } },
    );
    expect(output["001-one.png/one_n.png"]).toBeDefined();
    expect(output["002-two/assets/minecraft/textures/block/stone_s.png"]).toBeDefined();
    expectError(
      await new Client().json("/api/jobs", { method: "POST", body: new FormData() }),
      400,
      /at least one file/,
    );
  });

  it("takes a TIFF named .tif as one named .tiff", async () => {
    const tif = writeTiff(4, 4, new Uint8Array(4 * 4 * 4).fill(180));
    const { output } = await runBatch(
      [
        [tif, "one.tif"],
        [tif, "two.tiff"],
      ],
      { outputFormat: "png", generateMaps: true, compressionLevel: 6, bulkResize: { enabled: false } },
    );
    // Each is converted alike: itself, with its PNG and its maps beside it.
    const filesOf = (folder: string, name: string) =>
      Object.keys(output)
        .filter((path) => path.startsWith(`${folder}/`))
        .map((path) => path.slice(folder.length + 1).replace(name, "<name>"))
        .sort();
    expect(filesOf("001-one.tif", "one")).toEqual(["<name>.png", "<name>.tif", "<name>_n.png", "<name>_s.png"]);
    expect(filesOf("002-two.tiff", "two")).toEqual(["<name>.png", "<name>.tiff", "<name>_n.png", "<name>_s.png"]);
  });

  it("takes an animated GIF (spec §5) and returns it beside its animated PNG strip", async () => {
    const buffer = new Uint8Array(8192);
    const writer = new GifWriter(buffer, 16, 16, { palette: [0xff4020, 0xffd040], loop: 0 });
    for (const index of [0, 1, 0]) writer.addFrame(0, 0, 16, 16, new Array(256).fill(index), { delay: 20 });
    const gif = buffer.slice(0, writer.end());
    const { output } = await runBatch([[gif, "flame.gif"]], {
      generateMaps: true,
      compressionLevel: 0,
      bulkResize: { enabled: false },
    });
    const folder = "001-flame.gif";
    expect(
      Object.keys(output)
        .filter((name) => name.startsWith(folder))
        .sort(),
    ).toEqual(
      ["flame.gif", "flame.png", "flame.png.mcmeta", "flame_n.png", "flame_n.png.mcmeta", "flame_s.png"]
        .concat("flame_s.png.mcmeta")
        .map((name) => `${folder}/${name}`),
    );
    expect(output[`${folder}/flame.gif`]).toEqual(gif);
    // Three 16x16 frames stacked, each shown for its 20/100 s: 4 game ticks.
    expect((await pixels(output[`${folder}/flame.png`])).size).toEqual([16, 48]);
    expect(JSON.parse(new TextDecoder().decode(output[`${folder}/flame.png.mcmeta`]))).toMatchObject({
      animation: { frametime: 4 },
    });
  });

  it("refuses a GIF that is not one, and a batch file of another type, naming the types it takes", async () => {
    const form = new FormData();
    form.append("files", new File([await png(2, 2, [9, 9, 9, 255])], "fake.gif"));
    expectError(await new Client().json("/api/jobs", { method: "POST", body: form }), 415, /Invalid file type/);
    // A damaged GIF is told so (422, as a damaged PNG), not that GIF is not among the formats.
    const damaged = new FormData();
    damaged.append("files", new File([new TextEncoder().encode("GIF89a\u0010")], "tall.gif"));
    expectError(
      await new Client().json("/api/jobs", { method: "POST", body: damaged }),
      422,
      "tall.gif is a damaged GIF",
    );
    const other = new FormData();
    other.append("files", new File([new Uint8Array([1, 2, 3])], "notes.txt"));
    const refused = await new Client().json<{ error: { details: { hint: string } } }>("/api/jobs", {
      method: "POST",
      body: other,
    });
    expect(refused.status).toBe(415);
    expect(refused.body.error.details.hint).toBe("Please upload a PNG, JPG, GIF, TIFF, TGA, or ZIP file.");
  });

  it("compresses losslessly at a level above 0 and keeps the upload's bytes at 0", async () => {
    const texture = await commentedTexture();
    const settings = { generateMaps: true, bulkResize: { enabled: false } };
    const stored = await runBatch([[texture, "ore.png"]], { ...settings, compressionLevel: 0 });
    const packed = await runBatch([[texture, "ore.png"]], { ...settings, compressionLevel: 9 });
    const base = "001-ore.png/ore.png";
    expect(stored.output[base]).toEqual(texture);
    expect(hasComment(packed.output[base])).toBe(false);
    for (const name of [base, "001-ore.png/ore_n.png", "001-ore.png/ore_s.png"]) {
      expect(await pixels(packed.output[name]), name).toEqual(await pixels(stored.output[name]));
      expect(packed.output[name]?.length, name).toBeLessThanOrEqual(stored.output[name]?.length ?? 0);
    }
    expect(packed.output[base]?.length).toBeLessThan(texture.length);
  });

  it("resizes each texture and its maps to the advanced processing's 256 px with bulkResize on", async () => {
    const { output } = await runBatch([[await commentedTexture(), "ore.png"]], {
      generateMaps: true,
      compressionLevel: 0,
      bulkResize: { enabled: true },
    });
    for (const name of ["ore.png", "ore_n.png", "ore_s.png"]) {
      expect((await pixels(output[`001-ore.png/${name}`])).size, name).toEqual([256, 256]);
    }
  });

  it("keeps every file byte for byte without maps, and says that resize and compression were not applied", async () => {
    const texture = await commentedTexture();
    const { status, output } = await runBatch([[texture, "ore.png"]], {
      generateMaps: false,
      compressionLevel: 9,
      bulkResize: { enabled: true },
    });
    expect(output["001-ore.png/ore.png"]).toEqual(texture);
    expect(output["001-ore.png/ore_n.png"]).toBeUndefined();
    expect(status.logs).toContainEqual(
      expect.objectContaining({
        level: "warning",
        message:
          "Resize and compression apply to converted textures: with generateMaps off, every file is kept byte for byte",
      }),
    );
  });

  it("refuses a compression level outside 0..9 with the field that is wrong", async () => {
    const form = new FormData();
    form.append("files", new File([await png(2, 2, [9, 9, 9, 255])], "one.png"));
    form.append("settings", JSON.stringify({ compressionLevel: 12 }));
    expectError(await new Client().json("/api/jobs", { method: "POST", body: form }), 400, /Invalid settings/);
  });

  it("refuses a batch of more than 500 files before storing any of them", async () => {
    const client = new Client();
    const form = new FormData();
    const one = await png(2, 2, [9, 9, 9, 255]);
    for (let i = 0; i < 501; i++) form.append("files", new File([one], `t${i}.png`));
    const before = (await env.BUCKET.list({ prefix: "jobs/" })).objects.length;
    expectError(await client.json("/api/jobs", { method: "POST", body: form }), 413, /at most 500 files/);
    expect((await env.BUCKET.list({ prefix: "jobs/" })).objects.length).toBe(before);
    expect((await client.json<unknown[]>("/api/jobs")).body).toEqual([]);
  });
});
