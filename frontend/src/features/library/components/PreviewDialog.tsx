import { Download, FileQuestion } from "lucide-react";
import { useState } from "react";
import { buttonClass } from "../../../components/Button";
import { Dialog, DialogContent } from "../../../components/Dialog";
import { usePreviewUrl } from "../../../lib/map-preview";
import type { UploadedContent } from "../api/types";
import { downloadUrl, formatLibrarySize, libraryTimeLine, previewFor, typeLabel } from "../lib/content-format";

/** "uploaded 2 days ago" or "updated 3 minutes ago", as the card reads it. */
function timeText(item: UploadedContent): string {
  const time = libraryTimeLine(item);
  return `${time.verb.toLowerCase()} ${time.ago}`;
}

/** The preview modal: the image (for image types) at its pixel scale, its facts and a download. */
export function PreviewDialog({ item, onClose }: { item: UploadedContent | null; onClose(): void }) {
  return (
    <Dialog open={item !== null} onOpenChange={(open) => !open && onClose()}>
      {item && (
        <DialogContent
          className="lib-preview-dialog"
          title={item.fileName}
          description={`${typeLabel(item.fileType)} · ${formatLibrarySize(item.fileSize)} · ${timeText(item)}`}
          footer={
            <a className={buttonClass({ variant: "primary" })} href={downloadUrl(item)} download={item.fileName}>
              <Download size={16} aria-hidden /> Download
            </a>
          }
        >
          <PreviewImage item={item} />
        </DialogContent>
      )}
    </Dialog>
  );
}

function PreviewImage({ item }: { item: UploadedContent }) {
  const preview = previewFor(item);
  // The server's thumbnail already draws LabPBR maps opaque; the file itself is made so here.
  const src = usePreviewUrl(preview?.src ?? null, preview?.fromThumbnail ? "" : item.fileName);
  const [size, setSize] = useState<{ width: number; height: number } | null>(null);
  const [failed, setFailed] = useState(false);
  if (!preview || failed) {
    return (
      <div className="lib-preview-none">
        <FileQuestion size={32} aria-hidden />
        <p className="muted">No preview for this file. Download it to open it in an editor.</p>
      </div>
    );
  }
  return (
    <figure className="lib-preview">
      <div className="lib-preview-frame">
        {src && (
          <img
            src={src}
            alt={`Preview of ${item.fileName}`}
            onLoad={(event) =>
              setSize({ width: event.currentTarget.naturalWidth, height: event.currentTarget.naturalHeight })
            }
            onError={() => setFailed(true)}
          />
        )}
      </div>
      <figcaption className="muted small">
        {preview.fromThumbnail
          ? "Thumbnail (browsers cannot show this format directly)"
          : size && `${size.width} × ${size.height} px`}
      </figcaption>
    </figure>
  );
}
