import { ConfirmDialog } from "../../../components/ConfirmDialog";
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
    <ConfirmDialog
      open={item !== null}
      title="Delete File"
      description="Are you sure you want to delete this file? This action cannot be undone"
      busy={busy}
      onCancel={onCancel}
      onConfirm={() => item && onConfirm(item)}
    >
      <p>
        <strong>{item?.fileName}</strong> will be removed from your library.
      </p>
    </ConfirmDialog>
  );
}
