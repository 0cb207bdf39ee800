import { ConfirmDialog } from "../../../../components/ConfirmDialog";

interface RemoveCollaboratorDialogProps {
  /** Who is about to lose access; null while the dialog is closed. */
  name: string | null;
  projectName: string;
  /** False only when the owner is known to have no working invite link (nothing to revoke). */
  inviteActive: boolean;
  busy: boolean;
  onCancel(): void;
  onConfirm(): void;
}

/**
 * Asks before a collaborator is removed. Removing also revokes the project's invite links (a link
 * they still hold would let them straight back in), which breaks the link for everyone else too, so
 * the owner is told before it happens.
 */
export function RemoveCollaboratorDialog({
  name,
  projectName,
  inviteActive,
  busy,
  onCancel,
  onConfirm,
}: RemoveCollaboratorDialogProps) {
  return (
    <ConfirmDialog
      open={name !== null}
      title="Remove Collaborator"
      description={`Remove ${name}'s access to ${projectName}?`}
      confirmLabel="Remove"
      busy={busy}
      onCancel={onCancel}
      onConfirm={onConfirm}
    >
      <p className="delete-target">
        <strong>{name}</strong> can no longer open the project or its files.
        {inviteActive &&
          " The active invite link will be revoked too, so it cannot bring them back; generate a new link for anyone else you want to invite."}
      </p>
    </ConfirmDialog>
  );
}
