import { useEffect, useState } from "react";
import { blendLimits, outputSizeLimits } from "../lib/ai-options";
import { defaultServerFields, parseServer, type ServerFields } from "../lib/server-address";

/** The AI server panel: address fields plus output size and blend opacity. */
export interface AiServerSettings extends ServerFields {
  outputSize: number;
  blend: number;
}

const storageKey = "greenhouse-ai-server";
const defaults: AiServerSettings = {
  ...defaultServerFields,
  outputSize: outputSizeLimits.default,
  blend: blendLimits.default,
};

function load(): AiServerSettings {
  try {
    const saved = JSON.parse(localStorage.getItem(storageKey) ?? "null") as Partial<AiServerSettings> | null;
    return { ...defaults, ...(saved ?? {}) };
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
