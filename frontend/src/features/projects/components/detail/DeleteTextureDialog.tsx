import { ConfirmDialog } from "../../../../components/ConfirmDialog";

interface DeleteTextureDialogProps {
  /** The texture's path in the project; null while the dialog is closed. */
  path: string | null;
  /** The names of its `_n`/`_s` maps, which go with it. */
  maps?: string[];
  projectName: string;
  busy: boolean;
  onCancel(): void;
  onConfirm(): void;
}

/** Asks before one texture is removed from a project for good (its file and validation results go). */
export function DeleteTextureDialog({
  path,
  maps = [],
  projectName,
  busy,
  onCancel,
  onConfirm,
}: DeleteTextureDialogProps) {
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
        <strong className="mono">{path}</strong>
        {maps.length > 0 && (
          <>
            {" "}
            and its {maps.length === 1 ? "map" : "maps"} <span className="mono">{maps.join(", ")}</span>
          </>
        )}{" "}
        will be removed from {projectName} for everyone on the project.
      </p>
    </ConfirmDialog>
  );
}
