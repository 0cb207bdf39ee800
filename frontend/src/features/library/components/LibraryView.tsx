import { FolderOpen } from "lucide-react";
import { useRef, useState } from "react";
import { Button } from "../../../components/Button";
import { EmptyState, Loading } from "../../../components/Card";
import { toast } from "../../../components/toast";
import { errorMessage } from "../../../lib/api-client";
import { useCurrentUser } from "../../../lib/auth";
import { useDeleteContent } from "../api/delete-content";
import { useUploadedContent } from "../api/get-uploaded-content";
import type { UploadedContent } from "../api/types";
import { useFocusAfterDelete } from "../hooks/use-focus-after-delete";
import { useLibraryUpload } from "../hooks/use-library-upload";
import { canConvert, canEdit } from "../lib/content-file";
import { ContentCard } from "./ContentCard";
import { DeleteContentDialog } from "./DeleteContentDialog";
import { GuestPrompt } from "./GuestPrompt";
import { LibraryDropTarget } from "./LibraryDropTarget";
import { PreviewDialog } from "./PreviewDialog";
import { UploadButton } from "./UploadButton";
import "../library.css";

interface LibraryViewProps {
  /** Hands an item to the pixel editor (the workspace wires this; the view does not know the sections). */
  onEdit?: (item: UploadedContent) => void;
  /** Hands an item to Convert. */
  onConvert?: (item: UploadedContent) => void;
}

/** The Library section ('Your Uploaded Content'): the signed-in user's uploads as a grid of cards. */
export function LibraryView({ onEdit, onConvert }: LibraryViewProps = {}) {
  const { signedIn, isLoading: userLoading } = useCurrentUser();
  const content = useUploadedContent(signedIn);
  const remove = useDeleteContent();
  const upload = useLibraryUpload();
  const [previewing, setPreviewing] = useState<UploadedContent | null>(null);
  const [deleting, setDeleting] = useState<UploadedContent | null>(null);
  const grid = useRef<HTMLUListElement>(null);
  const uploadRef = useRef<HTMLButtonElement>(null);
  const items = content.data ?? [];
  const deleted = useFocusAfterDelete(items, deleting !== null, grid, uploadRef);

  if (userLoading) return <Loading label="Loading your library" />;
  if (!signedIn) return <GuestPrompt />;

  const confirmDelete = (item: UploadedContent) =>
    remove.mutate(item.id, {
      onSuccess: () => {
        deleted(item, items);
        setDeleting(null);
        toast({ title: "File deleted", description: `${item.fileName} was removed from your library` });
      },
      onError: () =>
        toast({ title: "Error", description: "Failed to delete the file. Please try again.", variant: "destructive" }),
    });

  const uploadButton = <UploadButton ref={uploadRef} busy={upload.busy} onFiles={upload.start} />;
  return (
    <LibraryDropTarget onFiles={upload.start}>
      <header className="lib-head">
        <div>
          <h2>Your Uploaded Content</h2>
          {content.isSuccess && items.length > 0 && (
            <p className="muted small">
              {items.length} {items.length === 1 ? "file" : "files"}
            </p>
          )}
        </div>
        {items.length > 0 && uploadButton}
      </header>
      {content.isLoading && <Loading label="Loading your uploaded content" />}
      {content.isError && (
        <div className="lib-error" role="alert">
          <p>Your library could not be loaded: {errorMessage(content.error)}</p>
          <Button variant="secondary" size="sm" onClick={() => content.refetch()}>
            Try again
          </Button>
        </div>
      )}
      {content.isSuccess && items.length === 0 && (
        <EmptyState icon={<FolderOpen size={26} />} title="No uploaded content yet" action={uploadButton}>
          Upload textures (or drop them here) to keep them ready to preview and download.
        </EmptyState>
      )}
      {items.length > 0 && (
        <ul ref={grid} className="lib-grid" aria-label="Uploaded content">
          {items.map((item) => (
            <ContentCard
              key={item.id}
              item={item}
              onPreview={() => setPreviewing(item)}
              onDelete={() => setDeleting(item)}
              {...(onEdit && canEdit(item) ? { onEdit: () => onEdit(item) } : {})}
              {...(onConvert && canConvert(item) ? { onConvert: () => onConvert(item) } : {})}
            />
          ))}
        </ul>
      )}
      <PreviewDialog item={previewing} onClose={() => setPreviewing(null)} />
      <DeleteContentDialog
        item={deleting}
        busy={remove.isPending}
        onCancel={() => setDeleting(null)}
        onConfirm={confirmDelete}
      />
    </LibraryDropTarget>
  );
}
