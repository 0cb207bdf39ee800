import type { ValidationResult } from "@greenhouse/wasm-pipeline";
import type { PreviewMaps } from "../../hooks/convert-session";
import { type FilesOrigin, filesPanelSubject, subjectParts } from "../../lib/files-panel-subject";
import type { Job } from "../../lib/jobs";
import { isLocalJob } from "../../lib/local-jobs";
import { ChannelPreviewer } from "../preview/ChannelPreviewer";
import { FilesPanel } from "./FilesPanel";
import { ValidatedFilesPanel } from "./ValidatedFilesPanel";
import { ValidationResults } from "./ValidationResults";

/**
 * Right Preview panel: texture preview, validation results, and Files & Validation: both of the pack
 * just validated, or both of the selected job, whichever came last. A run on this device gets its
 * results only: Files & Validation lists a server job's stored files, and such a run has none there.
 */
export function PreviewPanel({
  preview,
  validation,
  job,
  filesOrigin,
}: {
  preview: PreviewMaps | null;
  validation: ValidationResult | null;
  job: Job | null;
  filesOrigin: FilesOrigin;
}) {
  const subject = filesPanelSubject(filesOrigin, validation, job);
  return (
    <aside className="gh-side gh-preview-side" aria-label="Preview">
      <div className="gh-side-scroll">
        {/* The title and the previewer fill the panel's visible height, so the canvas is sized to it. */}
        <div className="gh-preview-fill">
          <h2 className="gh-side-title">Preview</h2>
          <ChannelPreviewer preview={preview} />
        </div>
        <h2 className="gh-side-title">Validation Results</h2>
        <ValidationResults {...subjectParts(subject)} />
        {subject && !(subject.kind === "job" && isLocalJob(subject.job)) && (
          <section className="gh-files-section" aria-label="Files & Validation">
            <h2 className="gh-side-title">Files &amp; Validation</h2>
            {subject.kind === "validation" ? (
              <ValidatedFilesPanel result={subject.result} />
            ) : (
              <FilesPanel job={subject.job} />
            )}
          </section>
        )}
      </div>
    </aside>
  );
}
