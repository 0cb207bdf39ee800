import type { ValidationResult } from "@greenhouse/wasm-pipeline";
import type { PreviewMaps } from "../../hooks/convert-session";
import type { Job } from "../../lib/jobs";
import { ChannelPreviewer } from "../preview/ChannelPreviewer";
import { FilesPanel } from "./FilesPanel";
import { ValidationResults } from "./ValidationResults";

/** Right Preview panel: texture preview, validation results, and the job's files when one is selected. */
export function PreviewPanel({
  preview,
  validation,
  job,
}: {
  preview: PreviewMaps | null;
  validation: ValidationResult | null;
  job: Job | null;
}) {
  return (
    <aside className="gh-side gh-preview-side" aria-label="Preview">
      <div className="gh-side-scroll">
        <h2 className="gh-side-title">Preview</h2>
        <ChannelPreviewer preview={preview} height={300} />
        <h2 className="gh-side-title">Validation Results</h2>
        <ValidationResults result={validation} />
        {job && (
          <>
            <h2 className="gh-side-title">Files &amp; Validation</h2>
            <FilesPanel job={job} />
          </>
        )}
      </div>
    </aside>
  );
}
