import { Upload } from "lucide-react";
import { useRef } from "react";
import { toast } from "../../../../components/toast";
import { useImportPreset } from "../../api/presets";
import { presetFromFile } from "../../lib/preset-file";

/** Import: picks a preset file, checks it (see parsePresetFile) and stores it through the API. */
export function PresetImportButton() {
  const input = useRef<HTMLInputElement>(null);
  const save = useImportPreset();
  return (
    <>
      <button
        type="button"
        className="button button-ghost button-sm"
        disabled={save.isPending}
        onClick={() => input.current?.click()}
      >
        <Upload size={14} aria-hidden /> Import
      </button>
      <input
        ref={input}
        type="file"
        hidden
        accept=".json,application/json"
        aria-label="Preset file"
        onChange={async (event) => {
          const file = event.target.files?.[0];
          // Cleared at once so choosing the same file again (say, after fixing it) fires a change.
          event.target.value = "";
          if (!file) return;
          const { preset, problem } = await presetFromFile(file);
          if (!preset) {
            // The spec's words, then what exactly is wrong, so the file can be fixed.
            toast({
              title: "Import failed",
              description: `Invalid preset file format: ${problem}`,
              variant: "destructive",
            });
            return;
          }
          save.mutate(preset);
        }}
      />
    </>
  );
}
