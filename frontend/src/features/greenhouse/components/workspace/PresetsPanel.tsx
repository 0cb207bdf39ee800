import { Star, Trash2 } from "lucide-react";
import { useState } from "react";
import { toast } from "../../../../components/toast";
import { useDeletePreset, usePresets, useSavePreset, useSetDefaultPreset } from "../../api/presets";
import { useConvertSession } from "../../hooks/convert-session";
import { presetPayload, settingsFromPreset } from "../../lib/presets";

/** Conversion presets for signed-in users: save the current settings, load, set default, delete. */
export function PresetsPanel({ signedIn }: { signedIn: boolean }) {
  const session = useConvertSession();
  const presets = usePresets(signedIn);
  const save = useSavePreset();
  const remove = useDeletePreset();
  const setDefault = useSetDefaultPreset();
  const [name, setName] = useState("");
  if (!signedIn) return <p className="muted small gh-side-note">Sign in to save and manage presets</p>;
  const list = (presets.data ?? []).filter((preset) => preset.category === "conversion");
  return (
    <div className="gh-favorites">
      {list.length > 0 && (
        <ul className="gh-favorite-list" aria-label="Presets">
          {list.map((preset) => (
            <li key={preset.id}>
              <button
                type="button"
                className="gh-tool"
                title={preset.description}
                onClick={() => {
                  const loaded = settingsFromPreset(preset.settings);
                  session.updateSettings(loaded.settings);
                  session.updateAdvanced(loaded.advanced);
                  toast({ title: "Preset loaded", description: preset.name });
                }}
              >
                {preset.name}
              </button>
              {preset.isDefault ? (
                <span className="badge badge-accent">Default</span>
              ) : (
                <button
                  type="button"
                  className="icon-button"
                  aria-label={`Make ${preset.name} the default`}
                  onClick={() => setDefault.mutate(preset.id)}
                >
                  <Star size={14} />
                </button>
              )}
              <button
                type="button"
                className="icon-button"
                aria-label={`Delete ${preset.name}`}
                onClick={() => remove.mutate(preset.id)}
              >
                <Trash2 size={14} />
              </button>
            </li>
          ))}
        </ul>
      )}
      <form
        className="gh-favorite-add"
        onSubmit={(event) => {
          event.preventDefault();
          if (!name.trim()) {
            toast({ title: "Please enter a preset name", variant: "destructive" });
            return;
          }
          save.mutate(
            { name: name.trim(), category: "conversion", settings: presetPayload(session.settings, session.advanced) },
            { onSuccess: () => setName("") },
          );
        }}
      >
        <input
          className="gh-search"
          aria-label="Preset name"
          placeholder="Name these settings"
          value={name}
          onChange={(event) => setName(event.target.value)}
        />
        <button type="submit" className="button button-outline button-sm" disabled={save.isPending}>
          Save
        </button>
      </form>
    </div>
  );
}
