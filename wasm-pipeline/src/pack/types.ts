import type { ValidationIssue } from "../validate/types.js";

export type LogLevel = "info" | "warning" | "error";

export interface LogLine {
  level: LogLevel;
  /** ISO-8601 UTC. */
  timestamp: string;
  message: string;
}

/** Progress of a conversion (product spec, section 3: Processing status). */
export interface ProcessingStatus {
  currentTask: string;
  logs: LogLine[];
  imagesProcessed: number;
  totalImages: number;
  texturesGenerated: number;
  /** Milliseconds since the conversion started. */
  elapsedTime: number;
}

export type TextureType = "albedo" | "normal" | "specular" | "emission" | "height" | "other";
export type FileValidationStatus = "valid" | "warning" | "error" | "pending";

/** One texture of a converted pack (product spec, section 3: Texture file). */
export interface TextureFile {
  originalPath: string;
  filename: string;
  fileSize: number;
  textureType: TextureType;
  validationStatus: FileValidationStatus;
  validationIssues: ValidationIssue[];
}
