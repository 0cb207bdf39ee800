import { ConfirmDialog } from "../../../components/ConfirmDialog";
import type { BatchItem } from "../lib/batch-queue";

/** Shown before Clear Queue drops converted zips that were never downloaded: they exist only in this tab. */
export function ClearQueueDialog({
  unsaved,
  open,
  onCancel,
  onConfirm,
}: {
  unsaved: BatchItem[];
  open: boolean;
  onCancel(): void;
  onConfirm(): void;
}) {
  const count = unsaved.length;
  return (
    <ConfirmDialog
      open={open}
      title="Clear Queue"
      description={`${count === 1 ? "A converted zip has" : `${count} converted zips have`} not been downloaded. Clearing the queue discards ${count === 1 ? "it" : "them"}; this cannot be undone`}
      confirmLabel="Clear Queue"
      busy={false}
      onCancel={onCancel}
      onConfirm={onConfirm}
    >
      <ul className="batch-clear-list">
        {unsaved.map((item) => (
          <li key={item.id} className="truncate">
            {item.name}
          </li>
        ))}
      </ul>
    </ConfirmDialog>
  );
}
