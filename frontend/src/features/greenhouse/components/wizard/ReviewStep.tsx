import { Download } from "lucide-react";
import { type ReactNode, useRef } from "react";
import { useConvertSession } from "../../hooks/convert-session";
import { useDownloadJob } from "../../hooks/use-convert-actions";
import type { Job } from "../../lib/jobs";
import { FilesPanel } from "../panels/FilesPanel";
import { GrowthAnnouncer } from "../panels/GrowthAnnouncer";
import { GrowthProgress } from "../panels/GrowthProgress";
import { ChannelPreviewer } from "../preview/ChannelPreviewer";
import { CancelJobButton } from "./CancelJobButton";

/**
 * Step 4, Review results: the job started in this session first (its Download right under its name,
 * then its progress), then the previewer and the job's files. Generate Textures lands here, so the
 * job's progress must be what fills the phone's screen, not an empty previewer with the progress
 * pushed under the fixed Previous/Next bar. A running job has its Cancel there too, as its queue row has.
 * Before any job, `nothingConverted` (the wizard's way on from here) takes the job's place.
 */
export function ReviewStep({ job, nothingConverted }: { job: Job | null; nothingConverted: ReactNode }) {
  const session = useConvertSession();
  const download = useDownloadJob();
  const title = useRef<HTMLHeadingElement>(null);
  return (
    <div className="gh-stack">
      <GrowthAnnouncer job={job} />
      {job ? (
        <section className="gh-card" aria-label="Current job">
          <header className="gh-card-head">
            {/* Focus lands here after Cancel, whose button is gone once the job stops. */}
            <h2 ref={title} tabIndex={-1}>
              {job.filename}
            </h2>
          </header>
          {job.status === "completed" && (
            <button
              type="button"
              className="button button-primary button-md gh-block"
              onClick={() => download.mutate({ id: job.id, filename: job.filename })}
              disabled={download.isPending}
            >
              <Download size={16} aria-hidden /> Download
            </button>
          )}
          <CancelJobButton job={job} onPress={() => title.current?.focus()} />
          <GrowthProgress job={job} />
        </section>
      ) : (
        nothingConverted
      )}
      <ChannelPreviewer preview={session.preview} height={300} />
      {/* The phone's way into a converted pack: open any file to preview it above. */}
      {job?.status === "completed" && (
        <section className="gh-card" aria-label="Files & Validation">
          <header className="gh-card-head">
            <h2>Files &amp; Validation</h2>
          </header>
          <FilesPanel job={job} />
        </section>
      )}
    </div>
  );
}
