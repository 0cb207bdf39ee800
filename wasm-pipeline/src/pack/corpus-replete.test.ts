import { readFileSync } from "node:fs";
import { expect, it } from "vitest";
import { initNodeCodecs } from "../runtime/node.js";
import { corpusUrl } from "../testing/corpus.js";
import { convertAndCheck, generatedMapIssues } from "./corpus-check.js";

// One corpus pack per test file, so Vitest converts the packs in parallel.
it("converts Replete into a complete, valid LabPBR pack, keeping its 29 hand-made map pairs", async () => {
  await initNodeCodecs();
  const zip = readFileSync(new URL("replete-labpbr.zip", corpusUrl));
  const { summary, check, output } = await convertAndCheck(zip);
  expect(summary.errors).toBe(0);
  expect(check.problems).toEqual([]);
  expect(check.materials).toBeGreaterThanOrEqual(1250);
  expect(check.keptMaps).toBe(58);
  expect(check.generatedMaps).toBe(check.materials * 2 - check.keptMaps);
  expect(summary.texturesGenerated).toBe(check.generatedMaps);
  // The kept hand-made maps have warnings of their own (Y-up normals, transparent _s); ours have none.
  expect(await generatedMapIssues(zip, output)).toEqual([]);
});
