import type { QualityReport } from "@greenhouse/wasm-pipeline";

/** Resolution, file size, format, colour depth and compression as measured from the file. */
export function TechnicalDetails({ details }: { details: QualityReport["technicalDetails"] }) {
  const rows: [string, string][] = [
    ["Resolution", details.resolution],
    ["File size", details.fileSize],
    ["Format", details.format],
    ["Color depth", details.colorDepth],
    ["Compression", details.compression],
  ];
  return (
    <dl className="q-details" aria-label="Technical details">
      {rows.map(([term, value]) => (
        <div key={term}>
          <dt>{term}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}
