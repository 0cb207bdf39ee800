import type { ImageDecodeError } from "../codecs/decode-error.js";
import type { AdvancedProcessing, ConversionSettings } from "../settings.js";
import type { AbortSignalLike } from "./abort.js";
import type { MaterialGenerator, MaterialOverrides } from "./material-step.js";
import type { ProgressReporter } from "./progress.js";

/** What every step of a conversion needs besides the plan. */
export interface ConversionContext {
  settings: Partial<ConversionSettings>;
  generate: MaterialGenerator;
  reporter: ProgressReporter;
  signal?: AbortSignalLike;
  materialOverrides?: MaterialOverrides;
  /** Run the validator on every material and generated map (default true). */
  validate?: boolean;
  maxPixels?: number;
  /** Suggestion for a texture over `maxPixels` (see MaterialStepOptions). */
  tooLargeAdvice?: string;
  /** Resize, compression, CTM split as `advancedProcessingFor` settles them (absent: none). */
  advanced?: AdvancedProcessing;
  /** Told of each texture that could not be decoded (reported as an error file, copied unchanged). */
  onUnreadable?: (error: ImageDecodeError) => void;
}
