import { ConfirmDialog } from "../../../../components/ConfirmDialog";
import type { Preset } from "../../lib/presets";

/**
 * Asks before a preset is deleted, as the library and projects do: the trash icon sits beside Export
 * and Make default in a narrow list, and the API has no way to bring a deleted preset back.
 */
export function DeletePresetDialog({
  preset,
  busy,
  onCancel,
  onConfirm,
}: {
  preset: Preset | null;
  busy: boolean;
  onCancel(): void;
  onConfirm(preset: Preset): void;
}) {
  return (
    <ConfirmDialog
      open={preset !== null}
      title="Delete Preset"
      description="Are you sure you want to delete this preset? This action cannot be undone"
      busy={busy}
      onCancel={onCancel}
      onConfirm={() => preset && onConfirm(preset)}
    >
      <p>
        <strong>{preset?.name}</strong> will be removed from your presets.
      </p>
    </ConfirmDialog>
  );
}
