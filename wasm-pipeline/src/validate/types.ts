export type IssueLevel = "error" | "warning" | "info";

/** One finding of the validator (product spec, section 3: Validation issue). */
export interface ValidationIssue {
  level: IssueLevel;
  message: string;
  /** A concrete next step, e.g. "swap to DirectX: invert the green channel". */
  suggestion: string;
  /** The LabPBR channel concerned, e.g. "_n.G" or "_s.A", when one is. */
  channel?: string;
  /** The offending value (a pixel value, a size, a count...), when there is one. */
  value?: string | number;
  /** Path of the file inside the pack (or the file name of a single texture). */
  filename: string;
  /**
   * True when the issue is that `filename` is not there (no pack.mcmeta): a finding about the pack,
   * which readers list with the pack's issues rather than as a row for a file the pack does not hold.
   * Absent on every other issue, so older clients read the same shape.
   */
  missing?: true;
}

export interface FileDetail {
  path: string;
  filename: string;
  size: number;
  validation: { isValid: boolean };
}

/** The validation result of a texture or a pack (product spec, section 3). */
export interface ValidationResult {
  isValid: boolean;
  totalFiles: number;
  textureFiles: number;
  issues: ValidationIssue[];
  fileDetails: FileDetail[];
}
