import type { F0Match } from "@greenhouse/wasm-pipeline";
import { useMutation } from "@tanstack/react-query";
import { Gauge } from "lucide-react";
import { useState } from "react";
import { Badge } from "../../../components/Card";
import { FileDrop } from "../../../components/FileDrop";
import { usePreviewUrl } from "../../../lib/map-preview";
import { analyseF0File } from "./f0-bridge";
import { isSpecularName, sortF0Files } from "./f0-files";
import { measuredPixelsLabel, metalSharesLabel, unsetF0Label } from "./f0-labels";
import type { F0Result } from "./f0-messages";

const ANALYSER_EXTENSIONS = [".png", ".jpg", ".jpeg", ".bmp", ".tga", ".tiff", ".tif"];

/**
 * Drop one `_s` texture, or it with its colour texture (whose cutouts then mark the pixels without
 * material): preview, average F0, closest material, accuracy and similar materials.
 */
export function F0Analyser() {
  const [preview, setPreview] = useState<{ file: File; name: string } | null>(null);
  // A `_s` map's alpha is emission (often 0 everywhere): drawn as is, the preview would be empty.
  const previewUrl = usePreviewUrl(preview?.file ?? null, preview?.name ?? "");
  const analysis = useMutation({
    // Async so a drop that cannot be sorted rejects like any failed analysis, with its reason.
    mutationFn: async (files: File[]) => analyseF0File(sortF0Files(files)),
    onError: (error) => console.warn("F0 analysis failed", error),
  });

  return (
    <div className="analyser">
      <FileDrop
        label="Specular texture"
        title="Drop a specular (_s) texture or click to choose one"
        hint="PNG, JPG, JPEG, BMP, TGA or TIFF. Add the colour texture too to leave its transparent pixels out"
        rules={{ extensions: ANALYSER_EXTENSIONS, maxFiles: 2 }}
        onFiles={(files) => {
          const file = files.find((each) => isSpecularName(each.name)) ?? files[0];
          if (!file) return;
          setPreview({ file, name: file.name });
          analysis.mutate(files);
        }}
        // The drop zone says why; the previous file's preview and result would read as this one's.
        onReject={() => {
          setPreview(null);
          analysis.reset();
        }}
      />
      {preview && (
        <div className="analyser-result" aria-live="polite">
          <figure className="analyser-preview">
            {previewUrl && !analysis.isError ? (
              <img src={previewUrl} alt={`Preview of ${preview.name}`} />
            ) : (
              <span className="analyser-preview-pending" aria-hidden />
            )}
            <figcaption className="muted small truncate">{preview.name}</figcaption>
          </figure>
          <div className="analyser-body">
            {analysis.isPending && (
              <p className="loading" role="status">
                <span className="spinner" aria-hidden /> Analysing…
              </p>
            )}
            {analysis.isError && (
              <p className="field-error" role="alert">
                This image could not be analysed: {analysis.error.message}
              </p>
            )}
            {analysis.data && <AnalysisView result={analysis.data} />}
          </div>
        </div>
      )}
    </div>
  );
}

function AnalysisView({ result }: { result: F0Result }) {
  const closest = result.closest;
  return (
    <div className="stack">
      <div className="analyser-figures">
        <div className="tile">
          <p className="muted small">Average F0 (green)</p>
          <p className="analyser-number" data-testid="average-f0">
            {result.averageF0 ?? "—"}
          </p>
          <p className="muted small">
            {result.averageReflectance !== null && `${result.averageReflectance}% reflectance · `}
            {result.averageF0 === null && result.metals.length > 0 && "No non-metal pixels to average · "}
            {result.width} × {result.height} px
          </p>
          <p className="muted small" data-testid="measured-pixels">
            {measuredPixelsLabel(result)}
          </p>
        </div>
        {result.unsetF0 && result.averageF0 !== null && (
          <div className="tile" data-testid="f0-unset">
            <p className="muted small">Closest material</p>
            <p className="analyser-number">None</p>
            <p className="small">{unsetF0Label(result.averageF0)}</p>
            <p className="muted small">Real materials start at G 2; stone is about 10, water 5.</p>
          </div>
        )}
        {closest && (
          <div className="tile">
            <p className="muted small">Closest material</p>
            <p className="analyser-number" data-testid="closest-material">
              {closest.material.name}
            </p>
            <p className="small">
              {closest.material.category} · G {closest.material.f0}
              {closest.material.reflectance !== null && ` · ${closest.material.reflectance}% reflectance`}
            </p>
            <Badge tone={closest.isMatch ? "accent" : "warning"}>
              <Gauge size={12} aria-hidden /> ±{closest.difference}
            </Badge>
            {result.sameF0.length > 0 && (
              <p className="muted small" data-testid="same-f0">
                Also G {closest.material.f0}: {result.sameF0.join(", ")}
              </p>
            )}
          </div>
        )}
      </div>
      {result.beyondDielectrics && (
        <p className="small text-warning" role="note">
          An average F0 of {result.averageF0} is brighter than every non-metal in the table. Is this a LabPBR{" "}
          <code>_s</code> map? A colour texture, or a metalness map saved into green, reads like this.
        </p>
      )}
      {result.metals.length > 0 && (
        <p className="small">Metal pixels (reported by name, not averaged): {metalSharesLabel(result)}</p>
      )}
      {result.unassignedPixels > 0 && (
        <p className="small text-danger">
          {result.unassignedPixels} pixels use green 238–254, which LabPBR 1.3 leaves unassigned.
        </p>
      )}
      {result.similar.length > 0 && (
        <div>
          <h4 className="subheading">Similar materials</h4>
          <ul className="similar-list">
            {result.similar.map((match) => (
              <SimilarRow key={match.material.name} match={match} />
            ))}
          </ul>
        </div>
      )}
    </div>
  );
}

function SimilarRow({ match }: { match: F0Match }) {
  return (
    <li>
      <span>{match.material.name}</span>
      <span className="muted small">{match.material.category}</span>
      <span className="mono small">G {match.material.f0}</span>
      <Badge>±{match.difference}</Badge>
    </li>
  );
}
