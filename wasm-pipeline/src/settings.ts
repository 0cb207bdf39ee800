/** The conversion Settings of the product spec (section 3), with its defaults. */
export interface ConversionSettings {
  generateBaseColor: boolean;
  generateRoughness: boolean;
  generateNormal: boolean;
  generateHeight: boolean;
  generateAO: boolean;
  /** 0..2, step 0.1; 1.0 leaves base colour bytes unchanged. */
  baseColorContrast: number;
  /** 0..1, step 0.1. */
  roughnessIntensity: number;
  roughnessInvert: boolean;
  /** 0..3, step 0.1. */
  normalStrength: number;
  /** 0..1, step 0.01. */
  heightDepth: number;
  /** 0..1, step 0.1. */
  aoRadius: number;
  inputType: "single" | "sequence" | "resourcepack";
}

export const defaultConversionSettings: ConversionSettings = {
  generateBaseColor: true,
  generateRoughness: true,
  generateNormal: true,
  generateHeight: true,
  generateAO: true,
  baseColorContrast: 1.2,
  roughnessIntensity: 0.8,
  roughnessInvert: false,
  normalStrength: 1,
  heightDepth: 0.25,
  aoRadius: 0.5,
  inputType: "single",
};

/**
 * Whether the settings change a texture's colours: Base colour on with a contrast other than 1.0. Only
 * then does a single image's output carry a rewritten base colour; otherwise it keeps the input's bytes.
 */
export function changesBaseColor(settings: Pick<ConversionSettings, "generateBaseColor" | "baseColorContrast">) {
  return settings.generateBaseColor && settings.baseColorContrast !== 1;
}

/**
 * The slider steps of the product spec (section 5). The API holds values to them as well as to the
 * ranges, so a preset or job cannot carry a value no slider can show (a 0.37 the UI would round).
 */
export const settingSteps = {
  baseColorContrast: 0.1,
  roughnessIntensity: 0.1,
  normalStrength: 0.1,
  heightDepth: 0.01,
  aoRadius: 0.1,
  compressionQuality: 5,
  ctmVariations: 1,
} as const;

/** Whether `value` is `min` plus a whole number of `step`s, allowing for binary fractions (0.1 + 0.2). */
export function isOnStep(value: number, min: number, step: number): boolean {
  const steps = (value - min) / step;
  return Math.abs(steps - Math.round(steps)) < 1e-6;
}

export type Interpolation = "nearest" | "linear" | "cubic" | "lanczos";
export const textureResolutions = [16, 32, 64, 128, 256, 512, 1024, 2048] as const;

/** The advancedProcessing settings of the product spec (section 3), with its defaults. */
export interface AdvancedProcessing {
  enableBulkResize: boolean;
  baseColorResolution: number;
  specularResolution: number;
  normalResolution: number;
  baseColorInterpolation: Interpolation;
  specularInterpolation: Interpolation;
  normalInterpolation: Interpolation;
  enableCompression: boolean;
  /** 30..100, step 5. */
  compressionQuality: number;
  /**
   * Not in the spec's object: oxipng's effort 0..6 for a lossless-only compression (the batch API's
   * zlib-style compressionLevel). When set, it replaces compressionQuality and nothing is quantised.
   */
  compressionEffort?: number;
  enableDithering: boolean;
  enableCTMSplit: boolean;
  /** 1..47. */
  ctmVariations: number;
}

export const defaultAdvancedProcessing: AdvancedProcessing = {
  enableBulkResize: false,
  baseColorResolution: 256,
  specularResolution: 256,
  normalResolution: 256,
  baseColorInterpolation: "cubic",
  specularInterpolation: "linear",
  normalInterpolation: "lanczos",
  enableCompression: false,
  compressionQuality: 85,
  enableDithering: false,
  enableCTMSplit: false,
  ctmVariations: 47,
};
