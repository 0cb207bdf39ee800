import { useEffect, useState } from "react";
import {
  blendLimits,
  defaultInterpolation,
  outputSizeLimits,
  type UpscaleMapType,
  type UpscaleMethod,
} from "../lib/ai-options";
import { defaultServerFields, parseServer, type ServerFields } from "../lib/server-address";

/** The AI server panel: address fields, output size, blend opacity and the advanced settings. */
export interface AiServerSettings extends ServerFields {
  outputSize: number;
  blend: number;
  /** enableAdvancedProcessing: Upscale uses `interpolation` for the chosen texture type instead of Automatic. */
  advanced: boolean;
  /** interpolationMethods per texture type. */
  interpolation: Record<UpscaleMapType, UpscaleMethod>;
}

const storageKey = "greenhouse-ai-server";
const defaults: AiServerSettings = {
  ...defaultServerFields,
  outputSize: outputSizeLimits.default,
  blend: blendLimits.default,
  advanced: false,
  interpolation: defaultInterpolation,
};

function load(): AiServerSettings {
  try {
    const saved = JSON.parse(localStorage.getItem(storageKey) ?? "null") as Partial<AiServerSettings> | null;
    return {
      ...defaults,
      ...(saved ?? {}),
      interpolation: { ...defaultInterpolation, ...(saved?.interpolation ?? {}) },
    };
  } catch {
    return defaults;
  }
}

/** The panel's settings, kept in this browser so a home server does not have to be typed again. */
export function useAiServer() {
  const [settings, setSettings] = useState<AiServerSettings>(load);
  useEffect(() => {
    try {
      localStorage.setItem(storageKey, JSON.stringify(settings));
    } catch {
      // Storage blocked: the settings last for this visit.
    }
  }, [settings]);
  return {
    settings,
    update: (patch: Partial<AiServerSettings>) => setSettings((current) => ({ ...current, ...patch })),
    parsed: parseServer(settings),
  };
}
