import { Button } from "../../../../components/Button";
import { Dialog, DialogContent } from "../../../../components/Dialog";

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
    <Dialog open={name !== null} onOpenChange={(open) => !open && onCancel()}>
      {name !== null && (
        <DialogContent
          title="Remove Collaborator"
          description={`Remove ${name}'s access to ${projectName}?`}
          footer={
            <>
              <Button variant="ghost" onClick={onCancel}>
                Cancel
              </Button>
              <Button variant="destructive" busy={busy} onClick={onConfirm}>
                Remove
              </Button>
            </>
          }
        >
          <p className="delete-target">
            <strong>{name}</strong> can no longer open the project or its files.
            {inviteActive &&
              " The active invite link will be revoked too, so it cannot bring them back; generate a new link for anyone else you want to invite."}
          </p>
        </DialogContent>
      )}
    </Dialog>
  );
}
