import type { JobStore } from "./job-store.js";
import { MultipartOutput } from "./multipart-output.js";
import type { JobState } from "./types.js";

/** The output upload where the last committed step left it: its parts and tail are in the store. */
export function resumeOutput(bucket: R2Bucket, store: JobStore, job: JobState, partSize?: number): MultipartOutput {
  if (!job.uploadId) throw new Error("The job has no output upload");
  const upload = bucket.resumeMultipartUpload(job.outputKey, job.uploadId);
  return new MultipartOutput(upload, store.parts(), store.tail(), partSize);
}
