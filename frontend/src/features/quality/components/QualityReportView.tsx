import type { QualityReport, RawImage } from "@greenhouse/wasm-pipeline";
import { OctagonX, Wand2 } from "lucide-react";
import { useMemo } from "react";
import { Button } from "../../../components/Button";
import { useAutoOptimize } from "../hooks/use-auto-optimize";
import { ExportReportMenu } from "./ExportReportMenu";
import { GradeBadge } from "./GradeBadge";
import { MetricList } from "./MetricList";
import { OptimisedResult } from "./OptimisedResult";
import { RecommendationList } from "./RecommendationList";
import { TechnicalDetails } from "./TechnicalDetails";
import { TexturePreview } from "./TexturePreview";

interface QualityReportViewProps {
  file: File;
  bytes: Uint8Array;
  report: QualityReport;
  image: RawImage;
  onInspect(file: File): void;
}

/** The result: grade and score with the actions, then metrics, technical details and recommendations. */
export function QualityReportView({ file, bytes, report, image, onInspect }: QualityReportViewProps) {
  const source = useMemo(() => ({ name: file.name, bytes }), [file, bytes]);
  const optimize = useAutoOptimize(source);
  return (
    <div className="q-report">
      <section className="gh-card q-overview" aria-label="Overall quality">
        <TexturePreview image={image} name={file.name} />
        <div className="q-overview-score">
          <GradeBadge grade={report.grade} />
          <div>
            <p className="q-score">
              <strong data-testid="overall-score">{report.overallScore}</strong>
              <span className="muted">/100</span>
            </p>
            <p className="muted small">Overall score, the mean of {report.metrics.length} metrics</p>
            {report.failsLabPbr && (
              // The mean can stay high when one rule breaks; this line is why the grade is F.
              <p className="q-fails" data-testid="labpbr-verdict">
                <OctagonX size={15} aria-hidden />
                <span>Fails LabPBR: {report.failsLabPbr} breaks a rule shaders rely on, so the grade is F</span>
              </p>
            )}
          </div>
        </div>
        <div className="q-overview-actions">
          <ExportReportMenu report={report} fileName={file.name} />
          <Button variant="primary" busy={optimize.state.phase === "running"} onClick={optimize.optimise}>
            <Wand2 size={16} aria-hidden /> Auto-Optimize
          </Button>
        </div>
      </section>
      <OptimisedResult state={optimize.state} before={{ report, size: file.size }} onInspect={onInspect} />
      <div className="q-columns">
        <section className="gh-card" aria-labelledby="q-metrics-title">
          <div className="gh-card-head">
            <h2 id="q-metrics-title">Metrics</h2>
          </div>
          <MetricList metrics={report.metrics} />
        </section>
        <div className="q-side">
          <section className="gh-card" aria-labelledby="q-details-title">
            <div className="gh-card-head">
              <h2 id="q-details-title">Technical details</h2>
            </div>
            <TechnicalDetails details={report.technicalDetails} />
          </section>
          <section className="gh-card" aria-labelledby="q-recommendations-title">
            <div className="gh-card-head">
              <h2 id="q-recommendations-title">Recommendations</h2>
            </div>
            <RecommendationList items={report.recommendations} fileName={file.name} />
          </section>
        </div>
      </div>
    </div>
  );
}
