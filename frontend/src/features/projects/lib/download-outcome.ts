/** What Download Pack built, as the toast needs it. */
export interface DownloadOutcome {
  /** False when Export settings leave out both `_n` and `_s`: the pack holds the textures only. */
  maps: boolean;
  /** The default conversion preset the maps were made with, when the user has one. */
  preset?: string;
  /** Out-of-date maps that were made again from their changed textures. */
  remade: readonly string[];
  /** Files that could not be read as images, packed as uploaded. */
  unconverted?: readonly string[];
  /** Files the project listed that were gone when its archive was read (deleted or moved meanwhile). */
  missing?: readonly string[];
}

/**
 * The one toast after Download Pack starts (the spec shows one at a time: a second toast for unreadable
 * files replaced "Download started" at once, so people never saw that the download had begun). A pack
 * with no maps is not a converted LabPBR pack, so it is not called one ("converted resource pack" for a
 * zip of plain textures sent people looking for maps).
 */
export function downloadStartedToast({ maps, preset, remade, unconverted = [], missing = [] }: DownloadOutcome): {
  title: string;
  description: string;
  variant?: "destructive";
} {
  const started = maps
    ? `Your converted resource pack is being downloaded${preset ? `, made with your default preset “${preset}”` : ""}${remadeNote(remade)}`
    : "Your resource pack is being downloaded with the textures only: Export settings leave out both normal and specular maps, so it has no LabPBR maps";
  if (unconverted.length === 0 && missing.length === 0) return { title: "Download started", description: started };
  const notes = [
    missing.length > 0 ? missingNote(missing) : "",
    unconverted.length > 0 ? unreadableNote(unconverted, maps) : "",
  ].filter(Boolean);
  return {
    // A file that is not in the pack at all weighs more than one that is there without maps.
    title:
      missing.length > 0 ? "Download started; some files are missing" : "Download started; some textures have no maps",
    description: `${started}. ${notes.join(" ")}`,
    variant: "destructive",
  };
}

/** "a.png, b.png, c.png and 2 more": at most three names, so the toast stays readable. */
function namesList(names: readonly string[]): string {
  return names.length > 3 ? `${names.slice(0, 3).join(", ")} and ${names.length - 3} more` : names.join(", ");
}

/** "a.tga and b.jpg could not be read as images, so they are in the pack as uploaded, without maps." */
function unreadableNote(names: readonly string[], maps: boolean): string {
  const one = names.length === 1;
  return `${namesList(names)} could not be read as ${one ? "an image" : "images"}, so ${one ? "it is" : "they are"} in the pack as uploaded${maps ? ", without maps" : ""}.`;
}

/** "a.png was deleted or moved while the pack was being read, so it is not in the pack." */
function missingNote(names: readonly string[]): string {
  const one = names.length === 1;
  return `${namesList(names)} ${one ? "was" : "were"} deleted or moved while the pack was being read, so ${one ? "it is" : "they are"} not in the pack.`;
}

/** ". 2 maps made before their textures changed were made again", or nothing. */
function remadeNote(remade: readonly string[]): string {
  if (remade.length === 0) return "";
  const maps =
    remade.length === 1
      ? "1 map made before its texture changed was"
      : `${remade.length} maps made before their textures changed were`;
  return `. ${maps} made again`;
}
