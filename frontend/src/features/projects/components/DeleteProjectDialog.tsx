import { Button } from "../../../components/Button";
import { Dialog, DialogContent } from "../../../components/Dialog";

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
    <Dialog open={open} onOpenChange={onOpenChange}>
      {open && (
        <DialogContent
          title="Delete Project"
          description="Are you sure you want to delete the project? This action cannot be undone"
          footer={
            <>
              <Button variant="ghost" onClick={() => onOpenChange(false)}>
                Cancel
              </Button>
              <Button variant="destructive" busy={busy} onClick={onConfirm}>
                Delete
              </Button>
            </>
          }
        >
          <p className="delete-target">
            <strong>{projectName}</strong> and its files, shares and invite links will be removed.
          </p>
        </DialogContent>
      )}
    </Dialog>
  );
}
