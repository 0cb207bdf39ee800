import { readFileSync } from "node:fs";
import { expect, it } from "vitest";
import { initNodeCodecs } from "../runtime/node.js";
import { corpusUrl } from "../testing/corpus.js";
import { convertAndCheck, generatedMapIssues } from "./corpus-check.js";

// One corpus pack per test file, so Vitest converts the packs in parallel.
it("converts PixelPerfection CE into a complete, valid LabPBR pack", async () => {
  await initNodeCodecs();
  const zip = readFileSync(new URL("pixelperfection-ce.zip", corpusUrl));
  const { summary, check, output } = await convertAndCheck(zip);
  expect(summary.errors).toBe(0);
  expect(check.problems).toEqual([]);
  expect(check.materials).toBeGreaterThanOrEqual(1362);
  expect(check.keptMaps).toBe(0);
  expect(check.generatedMaps).toBe(check.materials * 2 - check.keptMaps);
  expect(summary.texturesGenerated).toBe(check.generatedMaps);
  // Our validator accepts what our converter made (a diamond once warned against its own F0).
  expect(await generatedMapIssues(zip, output)).toEqual([]);
});

it("converts PixelPerfection CE at the strongest relief into maps our validator accepts", async () => {
  await initNodeCodecs();
  const zip = readFileSync(new URL("pixelperfection-ce.zip", corpusUrl));
  // Steep normals and deep AO are where AO passes for Z and small cutouts misread the convention.
  const { check, output } = await convertAndCheck(zip, { normalStrength: 3, heightDepth: 1, aoRadius: 1 });
  expect(check.problems).toEqual([]);
  expect(await generatedMapIssues(zip, output)).toEqual([]);
});
