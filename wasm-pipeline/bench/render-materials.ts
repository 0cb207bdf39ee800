// `npm run render-materials -w wasm-pipeline`: converts a sample of real textures with the default
// settings and renders a contact sheet per material, lit as a LabPBR shader pack would light it, so
// the maps can be judged by eye (render/README section in wasm-pipeline's README). A script, not a test.
//
//   npm run render-materials -w wasm-pipeline -- [--out DIR] [--only WORD] [--set key=value ...]
//
// --only keeps samples whose path contains WORD; --set overrides a conversion setting (normalStrength=2)
// to compare sheets before and after a change of defaults.
import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { parseArgs } from "node:util";
import { encodePng } from "../src/codecs/png.js";
import { initNodeCodecs } from "../src/runtime/node.js";
import type { ConversionSettings } from "../src/settings.js";
import { corpusDir } from "../src/testing/corpus.js";
import { type ConvertedSample, convertImageSample, convertPackSamples } from "./render/convert-samples.js";
import { imageSamples, packSamples } from "./render/samples.js";
import { renderSheet } from "./render/sheet.js";
import { raisedSquarePng } from "./render/synthetic-sample.js";

const repository = path.resolve(fileURLToPath(new URL(".", import.meta.url)), "../..");
const { values } = parseArgs({
  options: {
    out: { type: "string", default: path.join(repository, "tmp/material-sheets") },
    only: { type: "string", multiple: true },
    set: { type: "string", multiple: true },
  },
});
const settings: Partial<ConversionSettings> = {};
for (const pair of values.set ?? []) {
  const [key, raw] = pair.split("=");
  if (!key || raw === undefined) throw new Error(`--set takes key=value, got ${pair}`);
  (settings as Record<string, unknown>)[key] = raw === "true" ? true : raw === "false" ? false : Number(raw);
}
const wanted = (p: string) => !values.only || values.only.some((word) => p.includes(word));

await initNodeCodecs();
const samples: ConvertedSample[] = [];
for (const { zip, paths } of packSamples) {
  const chosen = paths.filter(wanted);
  if (chosen.length) samples.push(...(await convertPackSamples(path.join(corpusDir, zip), chosen, settings)));
}
for (const { folder, name } of imageSamples) {
  if (!wanted(folder) && !wanted(name)) continue;
  const bytes = readFileSync(path.join(corpusDir, "ambientcg", folder, "albedo.jpg"));
  samples.push(...(await convertImageSample(`ambientcg-${folder}`, bytes, name, settings)));
}
if (wanted("raised-square")) {
  samples.push(...(await convertImageSample("synthetic", await raisedSquarePng(), "raised-square.png", settings)));
}

// npm runs workspace scripts in the workspace's folder; a relative --out means where npm was started.
const out = path.resolve(process.env.INIT_CWD ?? process.cwd(), values.out);
mkdirSync(out, { recursive: true });
for (const sample of samples) {
  const stem = sample.path.slice(sample.path.lastIndexOf("/") + 1).replace(/\.png$/, "");
  const folder = sample.path.includes("/entity/") ? "entity-" : sample.path.includes("/item/") ? "item-" : "";
  const file = path.join(out, `${sample.source.replace(/\.zip$/, "")}--${folder}${stem}.png`);
  writeFileSync(file, await encodePng(renderSheet(sample)));
  console.log(file);
}
