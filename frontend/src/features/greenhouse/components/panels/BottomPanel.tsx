import type { ValidationResult } from "@greenhouse/wasm-pipeline";
import * as Tabs from "@radix-ui/react-tabs";
import { ScrollRegion } from "../../../../components/ScrollRegion";
import { BatchPanel } from "../../../batch/components/BatchPanel";
import type { UploadInFlight } from "../../hooks/convert-session";
import { type FilesOrigin, filesPanelSubject, subjectParts } from "../../lib/files-panel-subject";
import type { Job } from "../../lib/jobs";
import { GrowthAnnouncer } from "./GrowthAnnouncer";
import { GrowthProgress } from "./GrowthProgress";
import { JobQueue } from "./JobQueue";
import { UploadGrowth } from "./UploadGrowth";
import { ValidationResults } from "./ValidationResults";

/**
 * The bottom panel: Progress (server jobs and the Convert tool's runs on this device), Batch (the local batch queue the Batch section runs) and
 * Validation tabs.
 */
export function BottomPanel({
  jobs,
  selected,
  validation,
  filesOrigin,
  upload,
}: {
  jobs: Job[];
  selected: Job | null;
  /** Generate Textures' upload in flight: Growth Progress follows it, and no older job is highlighted. */
  upload: UploadInFlight | null;
  validation: ValidationResult | null;
  filesOrigin: FilesOrigin;
}) {
  return (
    <Tabs.Root defaultValue="progress" className="gh-bottom">
      <Tabs.List className="gh-bottom-tabs" aria-label="Bottom panel">
        <Tabs.Trigger value="progress" className="gh-bottom-tab">
          Progress
        </Tabs.Trigger>
        <Tabs.Trigger value="batch" className="gh-bottom-tab">
          Batch
        </Tabs.Trigger>
        <Tabs.Trigger value="validation" className="gh-bottom-tab">
          Validation
        </Tabs.Trigger>
      </Tabs.List>
      {/* Not a Tab stop itself: Growth Progress, its first part, takes focus (one stop, not two). */}
      <Tabs.Content value="progress" className="gh-bottom-body gh-progress-grid" tabIndex={-1}>
        {/* It scrolls on its own (a short panel, a long log), and a finished job leaves nothing in it
            that takes focus: the region takes it, or the keyboard could not scroll it. */}
        <ScrollRegion as="section" label="Growth Progress" className="gh-growth-section">
          <h3 className="gh-section-title">Growth Progress</h3>
          <GrowthAnnouncer upload={upload} job={selected} />
          {upload ? <UploadGrowth upload={upload} /> : <GrowthProgress job={selected} />}
        </ScrollRegion>
        <section aria-label="Queue">
          <h3 className="gh-section-title">Queue</h3>
          <JobQueue jobs={jobs} selectedId={upload ? null : (selected?.id ?? null)} />
        </section>
      </Tabs.Content>
      <Tabs.Content value="batch" className="gh-bottom-body">
        <h3 className="gh-section-title">Batch Processing queue</h3>
        <BatchPanel />
      </Tabs.Content>
      <Tabs.Content value="validation" className="gh-bottom-body">
        <h3 className="gh-section-title">Validation</h3>
        {/* Whichever came last, as in the right panel: Validate Only's result or the selected job's checks. */}
        <ValidationResults {...subjectParts(filesPanelSubject(filesOrigin, validation, selected))} />
      </Tabs.Content>
    </Tabs.Root>
  );
}
