/** What Download Pack puts in the zip (the project's Settings tab). */
export interface ExportChoices {
  includeNormal: boolean;
  includeSpecular: boolean;
  /** Height lives in the `_n` alpha (LabPBR), so it means nothing without normal maps. */
  generateHeight: boolean;
}

/**
 * True when the export writes `_n` or `_s` maps, which is what makes the pack a LabPBR pack. Kept apart
 * from pack-layout so the page can ask without loading the pipeline.
 */
export function hasMaps(choices: ExportChoices): boolean {
  return choices.includeNormal || choices.includeSpecular;
}
