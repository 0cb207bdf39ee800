import type { ValidationResult } from "@greenhouse/wasm-pipeline";
import { useMemo, useState } from "react";
import { useRovingFocus } from "../../hooks/use-roving-focus";
import { FILE_LIST_LIMIT } from "../../lib/file-filter";
import { formatFileSize } from "../../lib/format";
import {
  filesWithIssuesLabel,
  filterValidatedFiles,
  packIssues,
  validatedCountLabel,
  validatedFiles,
} from "../../lib/validated-files";
import { issueTally } from "../../lib/validation-display";
import { FileFilterInput, FileListLimitNote } from "./FileFilter";
import { FileName } from "./FileName";
import { IssueItem } from "./IssueItem";

/**
 * Files & Validation after Validate Only: the validated files, worst first, each opening to the issues
 * that name it (the spec's toast sends people here "for details"). Like the converted files' list it is
 * one Tab stop, its rows reached with the arrow keys; Enter or Space opens a row (its summary's own keys).
 */
export function ValidatedFilesPanel({
  result,
  countShownAbove = false,
}: {
  result: ValidationResult;
  /** The phone stacks this under Validation Results, which already counts the textures and files. */
  countShownAbove?: boolean;
}) {
  const all = useMemo(() => validatedFiles(result), [result]);
  const ofPack = useMemo(() => packIssues(result), [result]);
  const [query, setQuery] = useState("");
  const matching = filterValidatedFiles(all, query);
  const list = matching.slice(0, FILE_LIST_LIMIT);
  const roving = useRovingFocus(list.length);
  return (
    <div className="gh-files" data-testid="validated-files">
      <div className="gh-files-head">
        {/* Details exist for textures only: the count says how many of the pack's files are listed. */}
        <span className="muted small" title="Textures, and any other file an issue names">
          {matching.length !== all.length
            ? `${matching.length} of ${all.length} listed files`
            : countShownAbove
              ? filesWithIssuesLabel(all)
              : validatedCountLabel(all, result.totalFiles)}
        </span>
        <span className="muted small">{issueTally(result.issues)}</span>
      </div>
      {/* A file the pack lacks (its pack.mcmeta) gets no row of its own: its issue is the pack's. */}
      {ofPack.length > 0 && (
        <ul className="gh-issues" aria-label="Pack issues" data-testid="pack-issues">
          {ofPack.map((issue, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: the pack's issues have no id and never reorder
            <IssueItem key={index} issue={issue} />
          ))}
        </ul>
      )}
      {all.length > 1 && <FileFilterInput query={query} onChange={setQuery} />}
      {list.length === 0 ? (
        <p className="gh-empty muted">{all.length > 0 ? "No files match the filter" : "No files were validated"}</p>
      ) : (
        <ul className="gh-file-list" aria-label="Validated files" onKeyDown={roving.onKeyDown}>
          {list.map((file, index) => (
            <li key={file.path}>
              <details className="gh-file-issues">
                {/* biome-ignore lint/a11y/noStaticElementInteractions: a summary is its details' own button (focusable, Enter and Space open it); Biome reads it as static */}
                <summary
                  className="gh-file-row"
                  data-roving-row
                  tabIndex={roving.tabIndex(index)}
                  onFocus={() => roving.onFocusRow(index)}
                >
                  <span className={`gh-dot gh-dot-${file.status}`} aria-hidden />
                  <FileName path={file.path} />
                  <span className="gh-file-type muted small">{file.textureType}</span>
                  <span className="gh-file-size muted small">
                    {file.size === null ? "" : formatFileSize(file.size)}
                  </span>
                  <span className={`gh-file-status gh-file-status-${file.status}`}>
                    {file.status}
                    {file.issues.length > 0 && ` · ${file.issues.length}`}
                  </span>
                </summary>
                {file.issues.length === 0 ? (
                  <p className="muted small">No issues in this file.</p>
                ) : (
                  <ul className="gh-issues">
                    {file.issues.map((issue, index) => (
                      // biome-ignore lint/suspicious/noArrayIndexKey: one file's issues have no id and never reorder
                      <IssueItem key={index} issue={issue} showFile={false} />
                    ))}
                  </ul>
                )}
              </details>
            </li>
          ))}
        </ul>
      )}
      <FileListLimitNote shown={list.length} matching={matching.length} />
    </div>
  );
}
