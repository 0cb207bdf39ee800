import { useEffect, useRef } from "react";
import { defaultConversionPreset, hasDefaultSettings, type Preset, settingsFromPreset } from "../lib/presets";
import { useConvertSession } from "./convert-session";

/**
 * Opens the workspace with the user's default conversion preset. It decides once, when the preset list
 * first arrives, and applies only while the session still has the spec's default settings: a person
 * who has already moved a slider, loaded a template or dropped a pack keeps what they chose. Marking a
 * preset default later does not reapply anything mid-session. It is applied silently, with a quiet line
 * by the conversion settings: a toast on opening the page was noise on every visit (and on a phone
 * covered the wizard's step heading); "Preset loaded" stays for loads the person asks for.
 */
export function useDefaultPreset(presets: readonly Preset[] | undefined): void {
  const session = useConvertSession();
  const decided = useRef(false);
  useEffect(() => {
    if (decided.current || !presets) return;
    decided.current = true;
    const preset = defaultConversionPreset(presets);
    if (!preset || !hasDefaultSettings(session.settings, session.advanced)) return;
    const loaded = settingsFromPreset(preset.settings);
    session.updateSettings(loaded.settings);
    session.updateAdvanced(loaded.advanced);
    session.setOpenedWithPreset(preset.name);
  }, [presets, session]);
}
