import { Button } from "../../../../components/Button";
import { Dialog, DialogContent } from "../../../../components/Dialog";
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
    <Dialog open={preset !== null} onOpenChange={(open) => !open && onCancel()}>
      {preset && (
        <DialogContent
          title="Delete Preset"
          description="Are you sure you want to delete this preset? This action cannot be undone"
          footer={
            <>
              <Button variant="ghost" onClick={onCancel}>
                Cancel
              </Button>
              <Button variant="destructive" busy={busy} onClick={() => onConfirm(preset)}>
                Delete
              </Button>
            </>
          }
        >
          <p>
            <strong>{preset.name}</strong> will be removed from your presets.
          </p>
        </DialogContent>
      )}
    </Dialog>
  );
}
