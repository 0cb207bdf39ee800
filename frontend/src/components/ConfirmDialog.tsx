import type { ReactNode } from "react";
import { Button } from "./Button";
import { Dialog, DialogContent } from "./Dialog";

interface ConfirmDialogProps {
  open: boolean;
  title: string;
  /** The spec's question, e.g. "Are you sure you want to delete this file? This action cannot be undone". */
  description: string;
  /** The destructive button's label. */
  confirmLabel?: string;
  busy: boolean;
  onCancel(): void;
  onConfirm(): void;
  /** What exactly goes, named, under the question. */
  children: ReactNode;
}

/**
 * The one shape of every "are you sure" in the app: a question, what it affects, Cancel and a
 * destructive button that shows progress. Closing (Escape, ×, outside) cancels.
 */
export function ConfirmDialog({
  open,
  title,
  description,
  confirmLabel = "Delete",
  busy,
  onCancel,
  onConfirm,
  children,
}: ConfirmDialogProps) {
  return (
    <Dialog open={open} onOpenChange={(next) => !next && onCancel()}>
      {open && (
        <DialogContent
          title={title}
          description={description}
          footer={
            <>
              <Button variant="ghost" onClick={onCancel}>
                Cancel
              </Button>
              <Button variant="destructive" busy={busy} onClick={onConfirm}>
                {confirmLabel}
              </Button>
            </>
          }
        >
          {children}
        </DialogContent>
      )}
    </Dialog>
  );
}
