/** Each command's help, so `greenhouse <command> --help` can print just the one asked about. */
export const commandHelp = {
  convert: `greenhouse convert <pack.zip|image [image.mcmeta]> -o <out.zip> [--settings settings.json] [--advanced advanced.json] [--regenerate]

convert  turns a resource pack (or one image) into LabPBR 1.3: _n/_s maps are added and every input
         file is kept byte for byte, except a single image whose colours the settings change
         (baseColorContrast other than 1.0; the default is 1.2): its base colour is rewritten.
         A pack also gets optifine/texture.properties (format=lab-pbr/1.3) and a LabPBR mark in its
         pack.mcmeta; one image gives a zip of loose textures (<image>, _n, _s) without either.
         An image's animation (<image>.mcmeta beside it) is picked up, so a strip converts
         frame by frame. An image named as a map (stone_n.png) is refused: validate it instead.
         Exit 0 on success, 2 when some textures could not be read, 1 when the conversion
         failed (no output is written then). --advanced applies advanced processing (the keys
         process takes) to the textures and maps as they are converted, rewriting them.`,
  validate: `greenhouse validate <pack.zip|image [image.mcmeta]> [--json]

validate checks a pack or texture against LabPBR 1.3. A zip of loose textures at its root (what
         convert makes from one image) is checked texture by texture. Exit 0 when valid, 1 otherwise.
         --json prints the whole result, or {"error": "..."} when the input cannot be read.`,
  process: `greenhouse process <pack.zip|image> -o <out.zip> --settings advanced.json

process  applies advanced processing (the spec's advancedProcessing keys in the settings file:
         enableBulkResize, enableCompression, enableCTMSplit...). Exit 0 on success, 1 otherwise.`,
};

export type Command = keyof typeof commandHelp;

export const isCommand = (name: string): name is Command => Object.hasOwn(commandHelp, name);

/** Every command's help: printed for `greenhouse --help` and after a usage error. */
export const usage = `Usage:\n${Object.values(commandHelp)
  .map((help) => `  ${help.split("\n")[0]}`)
  .join("\n")}\n\n${Object.values(commandHelp)
  .map((help) => help.split("\n").slice(2).join("\n"))
  .join("\n")}`;
