import { useEffect, useRef } from "react";
import { toast } from "../../../components/toast";
import { readStored, storageKeys, writeStored } from "../../../lib/storage";
import { defaultConversionPreset, hasDefaultSettings, type Preset, settingsFromPreset } from "../lib/presets";
import { useConvertSession } from "./convert-session";

/**
 * Opens the workspace with the user's default conversion preset. It decides once, when the preset list
 * first arrives, and applies only while the session still has the spec's default settings: a person
 * who has already moved a slider, loaded a template or dropped a pack keeps what they chose. Marking a
 * preset default later does not reapply anything mid-session. The toast says so once per tab and
 * preset: on every visit it was noise, and on a phone it covered the wizard's step heading.
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
    if (readStored("session", storageKeys.announcedDefaultPreset) === String(preset.id)) return;
    writeStored("session", storageKeys.announcedDefaultPreset, String(preset.id));
    toast({ title: "Preset loaded", description: `${preset.name} (your default)` });
  }, [presets, session]);
}
