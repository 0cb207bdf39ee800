import type { UploadInFlight } from "../hooks/convert-session";
import { type Job, shownStatus } from "./jobs";

const stageWords = {
  pending: "waiting to start",
  processing: "processing",
  completed: "completed",
  cancelled: "cancelled",
  failed: "failed",
} as const;

/**
 * What a screen reader hears of Growth Progress: the file and its stage, changing only when the stage
 * does (uploading, waiting, processing, then how it ended, with a failure's reason). Counts, percent and
 * the task line move every second and are left out, or each poll would be read out.
 */
export function growthAnnouncement(upload: UploadInFlight | null, job: Job | null): string {
  if (upload) return `Uploading ${upload.fileName}`;
  if (!job) return "";
  const status = shownStatus(job);
  const reason = status === "failed" && job.error ? `. ${job.error}` : "";
  return `${job.filename}: ${stageWords[status]}${reason}`;
}
