import { unzipSync, zipSync } from "fflate";
import { beforeAll, describe, expect, it } from "vitest";
import { encodePng } from "../codecs/png.js";
import { initNodeCodecs } from "../runtime/node.js";
import { memorySink } from "../zip/memory-sink.js";
import { bytesSource } from "../zip/source.js";
import { convertPack } from "./convert-pack.js";
import { planEntries } from "./plan.js";
import { flatGenerator, lavaMeta, solid } from "./test-pack.js";
import type { ProcessingStatus } from "./types.js";

beforeAll(() => initNodeCodecs());

const block = "assets/minecraft/textures/block/";

async function convert(files: Record<string, Uint8Array | string>) {
  const zip = zipSync(
    Object.fromEntries(
      Object.entries(files).map(([name, content]) => [
        name,
        typeof content === "string" ? new TextEncoder().encode(content) : content,
      ]),
    ),
  );
  const out = memorySink();
  const events: ProcessingStatus[] = [];
  const result = await convertPack(
    bytesSource(zip),
    {},
    { sink: out.sink, generate: flatGenerator(), onProgress: (event) => events.push(event) },
  );
  const logs = events.at(-1)?.logs ?? [];
  return { result, output: unzipSync(out.bytes()), warnings: logs.filter((l) => l.level === "warning") };
}

/** Output names that equal another output name ignoring case. */
function caseTwins(names: string[]): string[] {
  const lower = names.map((name) => name.toLowerCase());
  return names.filter((_, i) => lower.indexOf(lower[i] as string) !== i || lower.lastIndexOf(lower[i] as string) !== i);
}

describe("maps whose names differ from another entry's only in case", () => {
  it("keeps a.png and A.png as they are and gives maps to the lower-case one only", async () => {
    const lower = await encodePng(solid(8, 8, [90, 80, 70, 255]));
    const upper = await encodePng(solid(8, 8, [10, 20, 30, 255]));
    // The upper-case one first, so that the lower-case one wins by its name, not by its place.
    const { result, output, warnings } = await convert({
      "pack.mcmeta": '{"pack":{"pack_format":34,"description":"x"}}',
      [`${block}A.png`]: upper,
      [`${block}a.png`]: lower,
    });
    expect(output[`${block}A.png`]).toEqual(upper);
    expect(output[`${block}a.png`]).toEqual(lower);
    expect(output[`${block}a_n.png`]).toBeDefined();
    expect(output[`${block}a_s.png`]).toBeDefined();
    expect(output[`${block}A_n.png`]).toBeUndefined();
    expect(output[`${block}A_s.png`]).toBeUndefined();
    // The only names that differ just in case are the two inputs.
    expect(caseTwins(Object.keys(output)).sort()).toEqual([`${block}A.png`, `${block}a.png`]);
    expect(warnings.map((w) => w.message)).toEqual([
      expect.stringMatching(
        /^assets\/minecraft\/textures\/block\/A_n\.png was not generated: .*a_n\.png .*only in case/,
      ),
      expect.stringMatching(/^assets\/minecraft\/textures\/block\/A_s\.png was not generated: .*a_s\.png/),
    ]);
    const row = result.files.find((file) => file.originalPath === `${block}A.png`);
    expect(row?.validationStatus).toBe("warning");
    expect(row?.validationIssues.filter((issue) => /was not generated/.test(issue.message))).toHaveLength(2);
    expect(result.summary).toMatchObject({ texturesGenerated: 2, keptExisting: 0 });
  });

  it("does not generate stone_n.png beside an input Stone_n.png, and still generates stone_s.png", async () => {
    const png = await encodePng(solid(8, 8, [90, 80, 70, 255]));
    const normal = await encodePng(solid(8, 8, [128, 128, 255, 255]));
    const { output, warnings } = await convert({ [`${block}stone.png`]: png, [`${block}Stone_n.png`]: normal });
    expect(output[`${block}Stone_n.png`]).toEqual(normal);
    expect(output[`${block}stone_n.png`]).toBeUndefined();
    expect(output[`${block}stone_s.png`]).toBeDefined();
    expect(warnings.map((w) => w.message)).toContainEqual(
      expect.stringMatching(/stone_n\.png was not generated: .*Stone_n\.png/),
    );
  });

  it("leaves out a generated map's .mcmeta when an input has its name in another case", async () => {
    const strip = await encodePng(solid(16, 32, [220, 90, 10, 255]));
    const { output, warnings } = await convert({
      [`${block}lava.png`]: strip,
      [`${block}lava.png.mcmeta`]: lavaMeta,
      [`${block}Lava_n.png.mcmeta`]: "{}",
    });
    expect(output[`${block}lava_n.png`]).toBeDefined();
    expect(output[`${block}lava_n.png.mcmeta`]).toBeUndefined();
    expect(output[`${block}lava_s.png.mcmeta`]).toBeDefined();
    expect(warnings.map((w) => w.message)).toContainEqual(
      expect.stringMatching(/lava_n\.png\.mcmeta was not generated: .*Lava_n\.png\.mcmeta/),
    );
  });

  it("records the clash in the plan, which stays plain JSON", () => {
    const entry = (name: string) => ({ name, size: 1, compressedSize: 1, isDirectory: false }) as never;
    const plan = planEntries([entry(`${block}a.png`), entry(`${block}A_s.png`), entry(`${block}A.png`)]);
    const material = plan.entries.find((e) => e.path === `${block}a.png`)?.material;
    expect(material).toMatchObject({
      writeNormal: true,
      writeSpecular: false,
      nameClashes: [{ path: `${block}a_s.png`, with: `${block}A_s.png` }],
    });
    expect(plan.entries.find((e) => e.path === `${block}A.png`)?.material).toMatchObject({
      // Its _s is the input A_s.png, kept as it always was.
      writeNormal: false,
      writeSpecular: false,
      nameClashes: [{ path: `${block}A_n.png`, with: `${block}a_n.png` }],
    });
    expect(JSON.parse(JSON.stringify(plan))).toEqual(plan);
  });
});
