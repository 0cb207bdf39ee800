import { useEffect, useState } from "react";
import { useCurrentUser } from "../../../lib/auth";
import {
  blendLimits,
  defaultInterpolation,
  outputSizeLimits,
  type UpscaleMapType,
  type UpscaleMethod,
} from "../lib/ai-options";
import { defaultServerFields, type ParsedServer, parseServer, type ServerFields } from "../lib/server-address";

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

/** A guest's calls always go to the site's configured server (null): the Worker answers 401 for any other. */
const siteServer: ParsedServer = { ok: true, address: null };

/**
 * The panel's settings, kept in this browser so a home server does not have to be typed again. Naming
 * one's own server needs an account (the Worker refuses guests with 'Sign in to use your own AI server'),
 * so for a guest the address is the site's whatever the fields hold: Generate and Variations sent the
 * typed address and failed with two red toasts. `guest` tells the panel to show the login hint instead.
 */
export function useAiServer() {
  const { signedIn, isLoading } = useCurrentUser();
  // Undecided while the session loads, so a signed-in person's fields do not flash the guest hint.
  const guest = !isLoading && !signedIn;
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
    parsed: guest ? siteServer : parseServer(settings),
    guest,
  };
}
