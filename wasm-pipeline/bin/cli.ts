import { parseArgs } from "node:util";
import { initNodeCodecs } from "../src/runtime/node.js";
import { runConvert } from "./convert-command.js";
import { checkNotFolder, inputPaths } from "./image-input.js";
import { runProcess } from "./process-command.js";
import { readAdvancedSettings, readSettingsFile } from "./settings-file.js";
import { runValidate } from "./validate-command.js";

const usage = `Usage:
  greenhouse convert <pack.zip|image [image.mcmeta]> -o <out.zip> [--settings settings.json] [--advanced advanced.json] [--regenerate]
  greenhouse validate <pack.zip|image [image.mcmeta]> [--json]
  greenhouse process <pack.zip|image> -o <out.zip> --settings advanced.json

convert  turns a resource pack (or one image) into LabPBR 1.3: _n/_s maps are added and every input
         file is kept byte for byte, except a single image whose colours the settings change
         (baseColorContrast other than 1.0; the default is 1.2): its base colour is rewritten.
         An image's animation (<image>.mcmeta beside it) is picked up, so a strip converts
         frame by frame. An image named as a map (stone_n.png) is refused: validate it instead.
         Exit 0 on success, 2 when some textures could not be read, 1 when the conversion
         failed (no output is written then). --advanced applies advanced processing (the keys
         process takes) to the textures and maps as they are converted, rewriting them.
validate checks a pack or texture against LabPBR 1.3. Exit 0 when valid, 1 otherwise.
process  applies advanced processing (the spec's advancedProcessing keys in the settings file:
         enableBulkResize, enableCompression, enableCTMSplit...). Exit 0 on success, 1 otherwise.`;

async function main(argv: string[]): Promise<number> {
  const [command, ...rest] = argv;
  if (!command || command === "--help" || command === "-h" || command === "help") {
    process.stdout.write(`${usage}\n`);
    return command ? 0 : 1;
  }
  const { values, positionals } = parseArgs({
    args: rest,
    allowPositionals: true,
    options: {
      output: { type: "string", short: "o" },
      settings: { type: "string" },
      advanced: { type: "string" },
      regenerate: { type: "boolean", default: false },
      json: { type: "boolean", default: false },
    },
  });
  const paths = inputPaths(positionals, usage);
  const { input } = paths;
  await checkNotFolder(input);
  await initNodeCodecs();
  if (command === "validate") return runValidate(paths, values.json ?? false);
  if (command === "process") {
    if (paths.mcmeta) throw new Error(`process takes one pack or image, not its .mcmeta\n\n${usage}`);
    if (!values.output) throw new Error(`process needs an output file: -o <out.zip>\n\n${usage}`);
    const settings = values.settings ? await readAdvancedSettings(values.settings) : {};
    return runProcess({ input, output: values.output, settings });
  }
  if (command !== "convert") throw new Error(`unknown command "${command}"\n\n${usage}`);
  if (!values.output) throw new Error(`convert needs an output file: -o <out.zip>\n\n${usage}`);
  const controller = new AbortController();
  process.once("SIGINT", () => controller.abort());
  return runConvert({
    ...paths,
    output: values.output,
    settings: values.settings ? await readSettingsFile(values.settings) : {},
    advanced: values.advanced ? await readAdvancedSettings(values.advanced) : {},
    regenerate: values.regenerate ?? false,
    signal: controller.signal,
  });
}

main(process.argv.slice(2)).then(
  (code) => {
    process.exitCode = code;
  },
  (error: Error) => {
    process.stderr.write(`greenhouse: ${error.message}\n`);
    process.exitCode = 1;
  },
);
