/** What Download Pack built, as the toast needs it. */
export interface DownloadOutcome {
  /** False when Export settings leave out both `_n` and `_s`: the pack holds the textures only. */
  maps: boolean;
  /** The default conversion preset the maps were made with, when the user has one. */
  preset?: string;
  /** Out-of-date maps that were made again from their changed textures. */
  remade: readonly string[];
}

/**
 * The toast after Download Pack starts. A pack with no maps is not a converted LabPBR pack, so it is not
 * called one ("converted resource pack" for a zip of plain textures sent people looking for maps).
 */
export function downloadStartedToast({ maps, preset, remade }: DownloadOutcome): {
  title: string;
  description: string;
} {
  if (!maps) {
    return {
      title: "Download started",
      description:
        "Your resource pack is being downloaded with the textures only: Export settings leave out both normal and specular maps, so it has no LabPBR maps",
    };
  }
  const made = preset ? `, made with your default preset “${preset}”` : "";
  return {
    title: "Download started",
    description: `Your converted resource pack is being downloaded${made}${remadeNote(remade)}`,
  };
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
