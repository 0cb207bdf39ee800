import { parseArgs } from "node:util";
import { initNodeCodecs } from "../src/runtime/node.js";
import { runConvert } from "./convert-command.js";
import { checkNotFolder, inputPaths } from "./image-input.js";
import { checkOutputPath } from "./output-path.js";
import { runProcess } from "./process-command.js";
import { readAdvancedSettings, readSettingsFile } from "./settings-file.js";
import { commandHelp, isCommand, usage } from "./usage.js";
import { runValidate } from "./validate-command.js";

async function main(argv: string[]): Promise<number> {
  const [command, ...rest] = argv;
  if (!command || command === "--help" || command === "-h" || command === "help") {
    process.stdout.write(`${usage}\n`);
    return command ? 0 : 1;
  }
  // Help after the command (`greenhouse convert --help`) is what people type; parseArgs would refuse it.
  if (isCommand(command) && rest.some((arg) => arg === "--help" || arg === "-h")) {
    process.stdout.write(`Usage:\n  ${commandHelp[command]}\n`);
    return 0;
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
  if (values.output) await checkOutputPath(input, values.output);
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
    // validate --json promises JSON on stdout, also when the arguments themselves are refused.
    const argv = process.argv.slice(2);
    if (argv[0] === "validate" && argv.includes("--json")) {
      process.stdout.write(`${JSON.stringify({ error: error.message }, null, 2)}\n`);
    }
    process.stderr.write(`greenhouse: ${error.message}\n`);
    process.exitCode = 1;
  },
);
