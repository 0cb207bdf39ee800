import type { QualityReport } from "./analyze-quality.js";

/**
 * The report as pretty-printed JSON, with the file name it describes and, when given, when it was exported
 * (passed in, so the same report always exports the same text).
 */
export function qualityReportToJson(report: QualityReport, fileName: string, exportedAt?: Date): string {
  const when = exportedAt ? { exportedAt: exportedAt.toISOString() } : {};
  return `${JSON.stringify({ file: fileName, ...when, ...report }, null, 2)}\n`;
}

/**
 * The report as a Markdown document: grade, when it was exported, technical details, a metric table with
 * each metric's advice (as the Quality tab shows it under the metric), and the recommendations.
 */
export function qualityReportToMarkdown(report: QualityReport, fileName: string, exportedAt?: Date): string {
  const details = report.technicalDetails;
  const escapeCell = (text: string) => text.replaceAll("|", "\\|");
  const lines = [
    `# Texture quality: ${fileName}`,
    "",
    `**Grade ${report.grade}**, overall score ${report.overallScore}/100`,
    "",
    ...(exportedAt
      ? [`Exported ${exportedAt.toISOString().replace("T", " ").slice(0, 16)} UTC by Greenhouse`, ""]
      : []),
    ...(report.failsLabPbr ? [`**Fails LabPBR**: ${report.failsLabPbr} breaks LabPBR 1.3's rules`, ""] : []),
    "## Technical details",
    "",
    `- Resolution: ${details.resolution}`,
    `- File size: ${details.fileSize}`,
    `- Format: ${details.format}`,
    `- Colour depth: ${details.colorDepth}`,
    `- Compression: ${details.compression}`,
    "",
    "## Metrics",
    "",
    "| Metric | Score | Status | Details | Advice |",
    "|---|---:|---|---|---|",
    ...report.metrics.map(
      (metric) =>
        `| ${metric.name} | ${metric.score} | ${metric.status} | ${escapeCell(metric.description)} | ${escapeCell(metric.recommendation)} |`,
    ),
    "",
    "## Recommendations",
    "",
    ...(report.recommendations.length === 0 ? ["None."] : report.recommendations.map((item) => `- ${item}`)),
    "",
  ];
  return lines.join("\n");
}
