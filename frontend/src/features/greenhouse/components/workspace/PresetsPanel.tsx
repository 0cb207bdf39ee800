import { useState } from "react";
import { toast } from "../../../../components/toast";
import { focusAfterRemoval } from "../../../../lib/focus-after-removal";
import { useDeletePreset, usePresets, useSavePreset, useSetDefaultPreset } from "../../api/presets";
import { useConvertSession } from "../../hooks/convert-session";
import { type Preset, presetPayload, settingsFromPreset } from "../../lib/presets";
import { DeletePresetDialog } from "./DeletePresetDialog";
import { PresetForm } from "./PresetForm";
import { PresetImportButton } from "./PresetImportButton";
import { PresetList } from "./PresetList";
import "./presets-panel.css";

/**
 * Conversion presets for signed-in users: save the current settings with a name and description,
 * load, set default, export, import and delete. The panel saves conversion settings only, so every
 * preset it makes is of category conversion and it offers no category choice (the spec shows none).
 */
export function PresetsPanel({ signedIn }: { signedIn: boolean }) {
  if (!signedIn) return <p className="muted small gh-side-note">Sign in to save and manage presets</p>;
  return <SignedInPresets />;
}

function SignedInPresets() {
  const session = useConvertSession();
  const presets = usePresets(true);
  const save = useSavePreset();
  const remove = useDeletePreset();
  const setDefault = useSetDefaultPreset();
  const [deleting, setDeleting] = useState<Preset | null>(null);
  const list = (presets.data ?? []).filter((preset) => preset.category === "conversion");
  return (
    <div className="gh-presets">
      <PresetList
        presets={list}
        onLoad={(preset) => {
          const loaded = settingsFromPreset(preset.settings);
          session.updateSettings(loaded.settings);
          session.updateAdvanced(loaded.advanced);
          toast({ title: "Preset loaded", description: preset.name });
        }}
        onMakeDefault={(preset) => setDefault.mutate(preset.id)}
        onDelete={setDeleting}
      />
      <PresetForm
        saving={save.isPending}
        onSave={(preset, done) => {
          // Two presets of one name cannot be told apart in the list (the API has no rename or update).
          const taken = list.find((existing) => sameName(existing.name, preset.name));
          if (taken) {
            toast({
              title: "A preset with this name already exists",
              description: `Choose another name, or delete “${taken.name}” first.`,
              variant: "destructive",
            });
            return;
          }
          save.mutate(
            { ...preset, category: "conversion", settings: presetPayload(session.settings, session.advanced) },
            { onSuccess: done },
          );
        }}
      >
        <PresetImportButton />
      </PresetForm>
      <DeletePresetDialog
        preset={deleting}
        busy={remove.isPending}
        onCancel={() => setDeleting(null)}
        onConfirm={(preset) => {
          // Focus goes back to the row's Delete, and the row goes: the next preset takes it, or the
          // name field when none is left (it fell to <body>).
          const row = document
            .querySelector(`.gh-preset-list [aria-label="Delete ${CSS.escape(preset.name)}"]`)
            ?.closest("li");
          remove.mutate(preset.id, {
            onSuccess: () => {
              setDeleting(null);
              focusAfterRemoval(row ?? null, { fallback: ".gh-presets input" });
            },
          });
        }}
      />
    </div>
  );
}

const sameName = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();
