import { Download, Eye, Leaf, Pencil, Trash2 } from "lucide-react";
import { Tooltip } from "../../../components/Tooltip";
import { formatDateTime } from "../../../lib/format";
import type { UploadedContent } from "../api/types";
import { downloadUrl, formatLibrarySize, libraryTimeLine, typeLabel } from "../lib/content-format";
import { ContentThumbnail } from "./ContentThumbnail";

interface ContentCardProps {
  item: UploadedContent;
  onPreview(): void;
  onDelete(): void;
  /** Opens the item in the pixel editor; absent when the editor cannot read it. */
  onEdit?: () => void;
  /** Puts the item into Convert; absent when Convert does not take it. */
  onConvert?: () => void;
}

/**
 * One uploaded file: thumbnail, name, type, size and upload time, with preview, download and delete,
 * and (in the workspace) Edit and Convert, so a saved texture can be worked on again.
 */
export function ContentCard({ item, onPreview, onDelete, onEdit, onConvert }: ContentCardProps) {
  const titleId = `lib-item-${item.id}`;
  const time = libraryTimeLine(item);
  return (
    <li className="lib-card" aria-labelledby={titleId} data-content-id={item.id}>
      <button type="button" className="lib-thumb" onClick={onPreview} tabIndex={-1} aria-hidden>
        <ContentThumbnail src={item.thumbnailUrl} />
      </button>
      <div className="lib-card-body">
        <h3 id={titleId} className="lib-card-name" title={item.fileName}>
          {item.fileName}
        </h3>
        <p className="lib-card-meta">
          <span className="badge">{typeLabel(item.fileType)}</span>
          <span>{formatLibrarySize(item.fileSize)}</span>
        </p>
        <p className="muted small lib-card-time">
          <time dateTime={time.at} title={formatDateTime(time.at)}>
            {time.verb} {time.ago}
          </time>
        </p>
      </div>
      <div className="lib-card-actions">
        <Tooltip content="Preview">
          <button type="button" className="icon-button" aria-label={`Preview ${item.fileName}`} onClick={onPreview}>
            <Eye size={16} aria-hidden />
          </button>
        </Tooltip>
        {onEdit && (
          <Tooltip content="Open in Editor">
            <button type="button" className="icon-button" aria-label={`Edit ${item.fileName}`} onClick={onEdit}>
              <Pencil size={16} aria-hidden />
            </button>
          </Tooltip>
        )}
        {onConvert && (
          <Tooltip content="Convert to LabPBR">
            <button type="button" className="icon-button" aria-label={`Convert ${item.fileName}`} onClick={onConvert}>
              <Leaf size={16} aria-hidden />
            </button>
          </Tooltip>
        )}
        <Tooltip content="Download">
          <a
            className="icon-button"
            href={downloadUrl(item)}
            download={item.fileName}
            aria-label={`Download ${item.fileName}`}
          >
            <Download size={16} aria-hidden />
          </a>
        </Tooltip>
        <Tooltip content="Delete">
          <button
            type="button"
            className="icon-button danger"
            aria-label={`Delete ${item.fileName}`}
            onClick={onDelete}
          >
            <Trash2 size={16} aria-hidden />
          </button>
        </Tooltip>
      </div>
    </li>
  );
}
