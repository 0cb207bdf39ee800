import { useId } from "react";
import { Checkbox } from "../../../components/Checkbox";
import { useStickyState } from "../../../lib/sticky-state";
import type { useAiServer } from "../hooks/use-ai-server";
import { type UpscaleMethod, upscaleMethodLabels, upscaleTextureTypes } from "../lib/ai-options";

/**
 * The AI panel's advanced settings: enableAdvancedProcessing and an interpolation method per texture
 * type. Upscale uses them for the texture type it is given; switched off it picks automatically.
 */
export function AdvancedSettings({ server }: { server: ReturnType<typeof useAiServer> }) {
  const { settings, update } = server;
  const baseId = useId();
  // Open stays open when the panel remounts (the window crossing 768 px swaps the whole layout).
  const [open, setOpen] = useStickyState("ai-advanced-open", false);
  return (
    <details className="ai-advanced" open={open} onToggle={(event) => setOpen(event.currentTarget.open)}>
      <summary>Advanced settings</summary>
      <Checkbox
        label="Advanced processing"
        description="Upscale with the method below for each texture type instead of automatically."
        checked={settings.advanced}
        onCheckedChange={(advanced) => update({ advanced })}
      />
      <div className="ai-advanced-methods">
        {upscaleTextureTypes.map((type) => (
          <div className="field" key={type.value}>
            <label htmlFor={`${baseId}-${type.value}`}>{type.label}</label>
            <select
              id={`${baseId}-${type.value}`}
              className="input"
              value={settings.interpolation[type.value]}
              disabled={!settings.advanced}
              onChange={(event) =>
                update({
                  interpolation: { ...settings.interpolation, [type.value]: event.target.value as UpscaleMethod },
                })
              }
            >
              {type.methods.map((method) => (
                <option key={method} value={method}>
                  {upscaleMethodLabels[method]}
                </option>
              ))}
            </select>
          </div>
        ))}
      </div>
    </details>
  );
}
