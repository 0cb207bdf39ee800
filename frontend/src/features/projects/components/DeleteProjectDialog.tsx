import { ConfirmDialog } from "../../../components/ConfirmDialog";

export function DeleteProjectDialog({
  open,
  onOpenChange,
  projectName,
  busy,
  onConfirm,
}: {
  open: boolean;
  onOpenChange(open: boolean): void;
  projectName: string;
  busy: boolean;
  onConfirm(): void;
}) {
  return (
    <ConfirmDialog
      open={open}
      title="Delete Project"
      description="Are you sure you want to delete the project? This action cannot be undone"
      busy={busy}
      onCancel={() => onOpenChange(false)}
      onConfirm={onConfirm}
    >
      <p className="delete-target">
        <strong>{projectName}</strong> and its files, shares and invite links will be removed.
      </p>
    </ConfirmDialog>
  );
}
