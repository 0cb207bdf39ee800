import type { TextureFile } from "@greenhouse/wasm-pipeline";
import { Download } from "lucide-react";
import { useState } from "react";
import { useJobFiles } from "../../api/jobs";
import { useJobFilePreview } from "../../hooks/use-job-file-preview";
import { useRovingFocus } from "../../hooks/use-roving-focus";
import { FILE_LIST_LIMIT, filterFiles } from "../../lib/file-filter";
import { formatCount, formatFileSize } from "../../lib/format";
import { fileListName, type Job } from "../../lib/jobs";
import { FileFilterInput, FileListLimitNote } from "./FileFilter";
import { FileName } from "./FileName";

const statusLabel: Record<string, string> = { valid: "valid", warning: "warning", error: "error" };

/**
 * Files & Validation: the selected job's texture files; opening one previews its channels. The list is
 * one Tab stop, its rows reached with the arrow keys.
 */
export function FilesPanel({ job }: { job: Job | null }) {
  const live = job !== null && job.status !== "failed";
  const files = useJobFiles(job?.id ?? null, live);
  const open = useJobFilePreview();
  const [query, setQuery] = useState("");
  const all: TextureFile[] = files.data ?? [];
  const matching = filterFiles(all, query);
  const list = matching.slice(0, FILE_LIST_LIMIT);
  const roving = useRovingFocus(list.length);
  if (!job) return <p className="gh-empty muted">Select a job to see its files.</p>;
  // Until the first answer there is no list to count: "0 files · No texture files" flashed for a poll.
  if (files.data === undefined) {
    return (
      <p className="gh-empty muted" data-testid="files-loading">
        {files.isError ? "Could not load the file list." : "Loading the file list…"}
      </p>
    );
  }
  return (
    <div className="gh-files">
      <div className="gh-files-head">
        <span className="muted small">
          {matching.length === all.length
            ? formatCount(all.length, "file")
            : `${matching.length} of ${formatCount(all.length, "file")}`}
        </span>
        {/* The list is JSON (625 KB for a full pack): saved as a file, not opened raw in a new tab. */}
        <a className="gh-link small" href={`/api/jobs/${job.id}/files`} download={fileListName(job.filename)}>
          <Download size={12} aria-hidden /> Download file list (JSON)
        </a>
      </div>
      {all.length > 0 && <FileFilterInput query={query} onChange={setQuery} />}
      {list.length === 0 ? (
        <p className="gh-empty muted">
          {all.length > 0
            ? "No files match the filter"
            : job.status === "completed"
              ? "No texture files"
              : "Files appear as they are converted."}
        </p>
      ) : (
        <ul className="gh-file-list" aria-label="Texture files" onKeyDown={roving.onKeyDown}>
          {list.map((file, index) => (
            <li key={file.originalPath}>
              <button
                type="button"
                className="gh-file-row"
                data-roving-row
                tabIndex={roving.tabIndex(index)}
                onFocus={() => roving.onFocusRow(index)}
                disabled={job.status !== "completed"}
                // Busy, not disabled, while a preview opens: disabling the focused row blurs it, and
                // focus fell to the page after Enter.
                aria-disabled={open.isPending || undefined}
                aria-busy={(open.isPending && open.variables?.path === file.originalPath) || undefined}
                onClick={() => {
                  if (!open.isPending) open.mutate({ jobId: job.id, path: file.originalPath });
                }}
                title={file.originalPath}
              >
                <span className={`gh-dot gh-dot-${file.validationStatus}`} aria-hidden />
                <FileName path={file.originalPath} />
                <span className="gh-file-type muted small">{file.textureType}</span>
                <span className="gh-file-size muted small">{formatFileSize(file.fileSize)}</span>
                <span className={`gh-file-status gh-file-status-${file.validationStatus}`}>
                  {statusLabel[file.validationStatus] ?? "pending"}
                  {file.validationIssues.length > 0 && ` · ${file.validationIssues.length}`}
                </span>
              </button>
            </li>
          ))}
        </ul>
      )}
      <FileListLimitNote shown={list.length} matching={matching.length} />
    </div>
  );
}
