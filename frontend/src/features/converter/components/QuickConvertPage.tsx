import { CheckCircle2, Download, FileArchive, RefreshCw, Wand2, XCircle } from "lucide-react";
import { useState } from "react";
import { Link } from "react-router-dom";
import { Button } from "../../../components/Button";
import { FileDrop } from "../../../components/FileDrop";
import { toast } from "../../../components/toast";
import { errorMessage } from "../../../lib/api-client";
import { downloadStartedNotice } from "../../../lib/download-notice";
import { formatBytes } from "../../../lib/format";
import { downloadJob } from "../../../lib/jobs";
import { checkInWorkspace, labPbrMapNotice } from "../../../lib/labpbr-map-notice";
import { usePageTitle } from "../../../lib/page-title";
import { checkUploadFile, UPLOAD_EXTENSIONS, uploadFailure, uploadSuccess } from "../../../lib/upload";
import { useFinishedJobFiles, useJob, useStartConversion } from "../api/convert-job";
import { useTextureInfo } from "../hooks/use-texture-info";
import { animationStripNotice } from "../lib/animation-strip";
import { downloadLabel } from "../lib/download-label";
import { failingFilesNotice } from "../lib/failing-files";

/** Quick Convert: one texture or pack, the default settings, a LabPBR download. */
export function QuickConvertPage() {
  usePageTitle("Quick Convert");
  const [file, setFile] = useState<File | null>(null);
  const info = useTextureInfo();
  const start = useStartConversion();
  const job = useJob(start.data?.jobId);

  function choose(next: File) {
    const problem = checkUploadFile(next);
    if (problem) {
      toast({ ...problem, variant: "destructive" });
      return;
    }
    setFile(next);
    start.reset();
    info.reset();
    // Any image, not only PNG: its size line and a damaged file's refusal come from reading it here.
    if (!next.name.toLowerCase().endsWith(".zip")) info.mutate(next);
  }

  function convert() {
    if (!file) {
      toast({
        title: "No file selected",
        description: "Please upload a texture file or resource pack first.",
        variant: "destructive",
      });
      return;
    }
    // The server refuses a map too, but only after the whole upload; this says the same at once.
    const map = labPbrMapNotice(file, checkInWorkspace);
    if (map) {
      toast({ ...map, variant: "destructive" });
      return;
    }
    start.mutate(file, {
      onSuccess: () => toast(uploadSuccess),
      onError: (error) => toast({ ...uploadFailure(error), variant: "destructive" }),
    });
  }

  const strip = info.data ? animationStripNotice(info.data) : null;
  const status = job.data?.status;
  const progress = Math.round(job.data?.progress ?? 0);
  const files = useFinishedJobFiles(job.data?.id, status === "completed");
  const failing = files.data ? failingFilesNotice(files.data) : null;

  return (
    <div className="container converter">
      <header className="converter-head">
        <span className="feature-icon">
          <Wand2 size={22} aria-hidden />
        </span>
        <div>
          <h1>Quick Convert</h1>
          <p className="muted">
            Drop a texture or a resource pack; Greenhouse adds its _n and _s maps with the default settings and keeps
            your textures as they are.
          </p>
        </div>
      </header>

      <div className="card stack">
        <FileDrop
          label="Texture file"
          title="Drop a texture or resource pack here, or click to browse"
          hint="PNG, JPG, TIFF or TGA textures up to 64MB, or a ZIP resource pack up to 200MB"
          rules={{ extensions: UPLOAD_EXTENSIONS, maxFiles: 1, minBytes: 0 }}
          onFiles={([picked]) => picked && choose(picked)}
        />

        {file && (
          <div className="file-summary">
            <FileArchive size={20} aria-hidden />
            <div className="file-summary-text">
              <strong className="truncate">{file.name}</strong>
              <span className="muted small">
                {formatBytes(file.size)}
                {file.name.toLowerCase().endsWith(".zip") ? " · resource pack" : " · single texture"}
              </span>
            </div>
          </div>
        )}
        {info.isPending && <p className="muted">Decoding…</p>}
        {info.isError && (
          <p role="alert" className="field-error">
            {info.error.message}. Choose another file: this one cannot be converted.
          </p>
        )}
        {info.data && (
          <p data-testid="texture-size" className="small">
            {info.data.name}: {info.data.width} × {info.data.height} px
          </p>
        )}
        {strip && (
          <p className="small text-warning" role="note" data-testid="animation-strip">
            <strong>{strip.title}.</strong> {strip.description}{" "}
            <Link to="/greenhouse">Open the Greenhouse workspace</Link>
          </p>
        )}

        <div className="row">
          <Button
            variant="primary"
            size="lg"
            onClick={convert}
            // The upload would be refused for the same reason the line above gives.
            disabled={info.isError}
            busy={start.isPending || (status !== undefined && status !== "completed" && status !== "failed")}
          >
            <Wand2 size={18} aria-hidden /> {start.isPending ? "Growing with Greenhouse..." : "Convert with defaults"}
          </Button>
          {status === "completed" && job.data && (
            <Button
              variant="secondary"
              size="lg"
              onClick={() =>
                downloadJob(job.data).then(
                  () => toast(downloadStartedNotice(job.data.filename)),
                  (error: unknown) =>
                    toast({ title: "Download failed", description: errorMessage(error), variant: "destructive" }),
                )
              }
            >
              <Download size={18} aria-hidden /> {downloadLabel(job.data.filename)}
            </Button>
          )}
        </div>

        {status && (
          <div className="job-status" aria-live="polite">
            {status === "completed" ? (
              <>
                <p className="row text-accent">
                  <CheckCircle2 size={18} aria-hidden /> Conversion complete
                </p>
                {failing && (
                  // Danger, not warning: these files are errors, shown in the danger colour in the workspace too.
                  <div className="small text-danger" role="note" data-testid="failing-files">
                    <p className="row">
                      <XCircle size={16} aria-hidden />
                      <strong>{failing.title}</strong>
                    </p>
                    <ul>
                      {failing.examples.map((example) => (
                        <li key={example.path}>
                          <code>{example.path}</code>: {example.reason}
                        </li>
                      ))}
                      {failing.more > 0 && <li>and {failing.more} more</li>}
                    </ul>
                    <p>
                      Validate Only in the <Link to="/greenhouse">Greenhouse workspace</Link> lists every issue with its
                      fix.
                    </p>
                  </div>
                )}
              </>
            ) : status === "failed" ? (
              <p className="row text-danger">
                <XCircle size={18} aria-hidden /> Processing failed{job.data?.error ? `: ${job.data.error}` : ""}
                <Button size="sm" variant="ghost" onClick={convert}>
                  <RefreshCw size={14} aria-hidden /> Try again
                </Button>
              </p>
            ) : (
              <>
                <div
                  className="progress"
                  role="progressbar"
                  aria-label="Conversion progress"
                  aria-valuenow={progress}
                  aria-valuemin={0}
                  aria-valuemax={100}
                >
                  <div className="progress-bar" style={{ width: `${progress}%` }} />
                </div>
                <p className="muted small">{status === "pending" ? "Waiting to start…" : `Growing… ${progress}%`}</p>
              </>
            )}
          </div>
        )}
      </div>

      <ul className="converter-notes muted small">
        <li>
          Output for a texture: a ZIP with the texture and its <code>_n</code> and <code>_s</code> maps.
        </li>
        <li>
          Output for a pack: your pack with <code>_n</code> and <code>_s</code> beside each texture and{" "}
          <code>texture.properties</code> declaring LabPBR 1.3.
        </li>
        <li>
          Want to tune normal strength, height or smoothness? Use the full{" "}
          <Link to="/greenhouse">Greenhouse workspace</Link>.
        </li>
      </ul>
    </div>
  );
}
