import { Button } from "../../../components/Button";
import { Dialog, DialogContent } from "../../../components/Dialog";
import type { UploadedContent } from "../api/types";

interface DeleteContentDialogProps {
  item: UploadedContent | null;
  busy: boolean;
  onCancel(): void;
  onConfirm(item: UploadedContent): void;
}

/** Asks before a file is removed for good (the stored original and its thumbnail both go). */
export function DeleteContentDialog({ item, busy, onCancel, onConfirm }: DeleteContentDialogProps) {
  return (
    <Dialog open={item !== null} onOpenChange={(open) => !open && onCancel()}>
      {item && (
        <DialogContent
          title="Delete File"
          description="Are you sure you want to delete this file? This action cannot be undone"
          footer={
            <>
              <Button variant="ghost" onClick={onCancel}>
                Cancel
              </Button>
              <Button variant="destructive" busy={busy} onClick={() => onConfirm(item)}>
                Delete
              </Button>
            </>
          }
        >
          <p>
            <strong>{item.fileName}</strong> will be removed from your library.
          </p>
        </DialogContent>
      )}
    </Dialog>
  );
}
