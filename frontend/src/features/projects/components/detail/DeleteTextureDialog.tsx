import { ConfirmDialog } from "../../../../components/ConfirmDialog";

interface DeleteTextureDialogProps {
  /** The texture's path in the project; null while the dialog is closed. */
  path: string | null;
  projectName: string;
  busy: boolean;
  onCancel(): void;
  onConfirm(): void;
}

/** Asks before one texture is removed from a project for good (its file and validation results go). */
export function DeleteTextureDialog({ path, projectName, busy, onCancel, onConfirm }: DeleteTextureDialogProps) {
  return (
    <ConfirmDialog
      open={path !== null}
      title="Delete Texture"
      description="Are you sure you want to delete this texture? This action cannot be undone"
      busy={busy}
      onCancel={onCancel}
      onConfirm={onConfirm}
    >
      <p className="delete-target">
        <strong className="mono">{path}</strong> will be removed from {projectName} for everyone on the project.
      </p>
    </ConfirmDialog>
  );
}
