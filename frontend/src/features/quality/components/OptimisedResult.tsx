import type { QualityReport } from "@greenhouse/wasm-pipeline";
import { ArrowRight, Download, Search, Sparkles } from "lucide-react";
import { Button } from "../../../components/Button";
import { saveBlob } from "../../../lib/download";
import type { AutoOptimize } from "../hooks/use-auto-optimize";
import { formatKilobytes } from "../lib/quality-file";
import { GradeBadge } from "./GradeBadge";

interface OptimisedResultProps {
  state: AutoOptimize;
  before: { report: QualityReport; size: number };
  /** Opens the optimised file's full report in the analyser. */
  onInspect(file: File): void;
}

/** What Auto-Optimize did: the steps, score and size before and after, and the new PNG to download. */
export function OptimisedResult({ state, before, onInspect }: OptimisedResultProps) {
  if (state.phase === "idle") return null;
  if (state.phase === "running") {
    return (
      <section className="gh-card q-optimised" aria-label="Auto-Optimize" role="status">
        <p className="q-running">
          <span className="spinner" aria-hidden /> Optimising: resizing if needed, converting to PNG, stripping metadata
          and recompressing losslessly…
        </p>
      </section>
    );
  }
  if (state.phase === "failed") {
    return (
      <section className="gh-card q-optimised" aria-label="Auto-Optimize">
        <p className="q-error" role="alert">
          Auto-Optimize failed: {state.message}
        </p>
      </section>
    );
  }
  const { texture } = state;
  const file = () => new File([texture.bytes as Uint8Array<ArrayBuffer>], texture.name, { type: "image/png" });
  return (
    <section className="gh-card q-optimised" aria-labelledby="q-optimised-title">
      <div className="gh-card-head">
        <h2 id="q-optimised-title">
          <Sparkles size={16} aria-hidden /> Optimised texture
        </h2>
        <span className="muted small">{texture.name}</span>
      </div>
      <dl className="q-compare" data-testid="optimised-comparison">
        <div>
          <dt>Score</dt>
          <dd>
            <GradeBadge grade={before.report.grade} size="sm" /> {before.report.overallScore}
            <ArrowRight size={14} aria-label="to" />
            <GradeBadge grade={texture.report.grade} size="sm" />{" "}
            <strong data-testid="optimised-score">{texture.report.overallScore}</strong>
          </dd>
        </div>
        <div>
          <dt>File size</dt>
          <dd>
            {formatKilobytes(before.size)} <ArrowRight size={14} aria-label="to" />{" "}
            <strong>{formatKilobytes(texture.bytes.byteLength)}</strong>
          </dd>
        </div>
        <div>
          <dt>Resolution</dt>
          <dd>
            {before.report.technicalDetails.resolution} <ArrowRight size={14} aria-label="to" />{" "}
            <strong>{texture.report.technicalDetails.resolution}</strong>
          </dd>
        </div>
      </dl>
      <ol className="q-applied" aria-label="What was done">
        {texture.applied.map((step) => (
          <li key={step}>{step}</li>
        ))}
      </ol>
      <div className="gh-actions">
        <Button variant="primary" onClick={() => saveBlob(file(), texture.name)}>
          <Download size={16} aria-hidden /> Download optimised PNG
        </Button>
        <Button variant="outline" onClick={() => onInspect(file())}>
          <Search size={16} aria-hidden /> Open its full report
        </Button>
      </div>
    </section>
  );
}
