import type { UploadInFlight } from "../../hooks/convert-session";
import { growthAnnouncement } from "../../lib/growth-announcement";
import type { Job } from "../../lib/jobs";

/**
 * Growth Progress said aloud: a polite live region beside the panel that names the file and its stage.
 * It stays mounted while the panel below it swaps an upload for its job, because a live region that
 * arrives already saying "completed" (a small texture finishes before its first poll) is not read out.
 */
export function GrowthAnnouncer({ upload = null, job }: { upload?: UploadInFlight | null; job: Job | null }) {
  return (
    <p className="visually-hidden" role="status" data-testid="growth-announcer">
      {growthAnnouncement(upload, job)}
    </p>
  );
}
