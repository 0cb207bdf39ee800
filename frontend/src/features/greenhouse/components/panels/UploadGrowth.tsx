import type { UploadInFlight } from "../../hooks/convert-session";
import { ProgressBar } from "../convert/UploadProgress";
import { GrowthHead } from "./GrowthHead";

/**
 * Growth Progress while Generate Textures uploads: the job does not exist yet, and the last finished
 * job in its place read "Completed · 2480/2480" for the whole upload of the next pack.
 */
export function UploadGrowth({ upload }: { upload: UploadInFlight }) {
  return (
    <div className="gh-growth" data-testid="growth-progress" data-growth-upload={upload.fileName}>
      <GrowthHead task={`Uploading ${upload.fileName}`} status="uploading" tone="processing" />
      <ProgressBar value={upload.percent} label={`Upload of ${upload.fileName}`} />
      <p className="muted small">
        {upload.percent}% sent. Conversion starts on the server as soon as the upload is complete.
      </p>
    </div>
  );
}
