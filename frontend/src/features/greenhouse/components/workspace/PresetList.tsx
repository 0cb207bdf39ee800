import { Download, Star, Trash2 } from "lucide-react";
import { saveBlob } from "../../../../lib/download";
import { presetExportFile, presetFileName } from "../../lib/preset-file";
import type { Preset } from "../../lib/presets";

/** Downloads the preset in the spec's export format (section 3), ready for Import elsewhere. */
function exportPreset(preset: Preset) {
  const text = JSON.stringify(presetExportFile(preset, new Date()), null, 2);
  saveBlob(new Blob([text], { type: "application/json" }), presetFileName(preset.name));
}

/** The saved conversion presets: load one, make it the default, export or delete it. */
export function PresetList({
  presets,
  onLoad,
  onMakeDefault,
  onDelete,
}: {
  presets: readonly Preset[];
  onLoad(preset: Preset): void;
  onMakeDefault(preset: Preset): void;
  onDelete(preset: Preset): void;
}) {
  if (presets.length === 0) return <p className="muted small gh-side-note">No saved presets yet.</p>;
  return (
    <ul className="gh-preset-list" aria-label="Presets">
      {presets.map((preset) => {
        const aboutId = `gh-preset-about-${preset.id}`;
        return (
          <li key={preset.id}>
            <button
              type="button"
              className="gh-tool"
              aria-describedby={preset.description ? aboutId : undefined}
              onClick={() => onLoad(preset)}
            >
              {preset.name}
            </button>
            <span className="gh-preset-tools">
              {preset.isDefault ? (
                <span className="badge badge-accent">Default</span>
              ) : (
                <button
                  type="button"
                  className="icon-button"
                  aria-label={`Make ${preset.name} the default`}
                  title="Make default"
                  onClick={() => onMakeDefault(preset)}
                >
                  <Star size={14} />
                </button>
              )}
              <button
                type="button"
                className="icon-button"
                aria-label={`Export ${preset.name}`}
                title="Export"
                onClick={() => exportPreset(preset)}
              >
                <Download size={14} />
              </button>
              <button
                type="button"
                className="icon-button"
                aria-label={`Delete ${preset.name}`}
                title="Delete"
                onClick={() => onDelete(preset)}
              >
                <Trash2 size={14} />
              </button>
            </span>
            {preset.description && (
              <p id={aboutId} className="gh-preset-about muted small">
                {preset.description}
              </p>
            )}
          </li>
        );
      })}
    </ul>
  );
}
