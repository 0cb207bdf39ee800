import { Gauge } from "lucide-react";
import { FileDrop } from "../../../components/FileDrop";
import { useQualityAnalysis } from "../hooks/use-quality-analysis";
import { qualityFileRules } from "../lib/quality-file";
import { AnalysisError } from "./AnalysisError";
import { AnalysisProgress } from "./AnalysisProgress";
import { QualityReportView } from "./QualityReportView";
import { SelectedFile } from "./SelectedFile";
import "../quality.css";

/** The Quality tab: a local texture-quality analyser; nothing leaves this device. */
export function QualityAnalyzer() {
  const { state, analyse, clearFailure } = useQualityAnalysis();
  return (
    <div className="q-analyzer">
      <section className="gh-card" aria-labelledby="q-title">
        <div className="gh-card-head">
          <h2 id="q-title">
            <Gauge size={18} aria-hidden /> Texture Quality Analyzer
          </h2>
          <span className="muted small">Runs on this device</span>
        </div>
        <FileDrop
          label="Texture to analyse"
          title="Drag & drop a texture file here, or click to select"
          hint="Supports PNG, JPG, TGA, BMP formats"
          rules={qualityFileRules}
          compact={state.phase !== "idle"}
          onFiles={([file]) => file && analyse(file)}
          onReject={clearFailure}
        />
        {state.phase !== "idle" && <SelectedFile file={state.file} />}
        {state.phase === "analyzing" && <AnalysisProgress step={state.step} />}
        {state.phase === "failed" && <AnalysisError failure={state.failure} />}
        {state.phase === "idle" && (
          <p className="muted small q-intro">
            Grades resolution, file size, colour variance, detail, alpha, format and seamless tiling, then suggests
            fixes. Auto-Optimize applies the safe ones for you.
          </p>
        )}
      </section>
      {state.phase === "done" && (
        <QualityReportView
          key={`${state.file.name}-${state.file.lastModified}-${state.file.size}`}
          file={state.file}
          bytes={state.bytes}
          report={state.report}
          image={state.image}
          onInspect={analyse}
        />
      )}
    </div>
  );
}
