import { Cpu, Download } from "lucide-react";
import { downloadLocalJob } from "../../hooks/use-local-conversion";
import type { LocalJob } from "../../lib/local-jobs";
import { GrowthDetails } from "./GrowthDetails";

/**
 * A run on this device: the pipeline's own progress events, and once done its zip's Download (the
 * queue's other Downloads belong to server jobs, whose packs are different files).
 */
export function LocalGrowthProgress({ job }: { job: LocalJob }) {
  return (
    <GrowthDetails job={job} data={job.report ?? undefined}>
      <p className="gh-growth-where muted small">
        <Cpu size={14} aria-hidden />{" "}
        {job.status === "processing" ? "Converting on this device" : "Converted on this device"}
      </p>
      {job.status === "completed" && job.result && (
        <button type="button" className="button button-primary button-sm" onClick={() => downloadLocalJob(job)}>
          <Download size={14} aria-hidden /> Download {job.filename}
        </button>
      )}
    </GrowthDetails>
  );
}
