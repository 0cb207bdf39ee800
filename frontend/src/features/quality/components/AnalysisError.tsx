import { AlertTriangle } from "lucide-react";
import type { AnalysisFailure } from "../lib/analysis-failure";

/** Why a file could not be analysed, and what the analyser does accept. */
export function AnalysisError({ failure }: { failure: AnalysisFailure }) {
  return (
    <div className="q-error" role="alert">
      <AlertTriangle size={18} aria-hidden />
      <div>
        <strong>{failure.title}</strong>
        <p className="small">{failure.detail}</p>
        <p className="muted small">Choose a PNG, JPG, TGA or BMP texture that opens in an image editor.</p>
      </div>
    </div>
  );
}
