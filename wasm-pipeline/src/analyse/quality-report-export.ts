import type { QualityReport } from "./analyze-quality.js";

/** The report as pretty-printed JSON, with the file name it describes. */
export function qualityReportToJson(report: QualityReport, fileName: string): string {
  return `${JSON.stringify({ file: fileName, ...report }, null, 2)}\n`;
}

/** The report as a Markdown document: grade, technical details, a metric table and recommendations. */
export function qualityReportToMarkdown(report: QualityReport, fileName: string): string {
  const details = report.technicalDetails;
  const escapeCell = (text: string) => text.replaceAll("|", "\\|");
  const lines = [
    `# Texture quality: ${fileName}`,
    "",
    `**Grade ${report.grade}**, overall score ${report.overallScore}/100`,
    "",
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
    "| Metric | Score | Status | Details |",
    "|---|---:|---|---|",
    ...report.metrics.map(
      (metric) => `| ${metric.name} | ${metric.score} | ${metric.status} | ${escapeCell(metric.description)} |`,
    ),
    "",
    "## Recommendations",
    "",
    ...(report.recommendations.length === 0 ? ["None."] : report.recommendations.map((item) => `- ${item}`)),
    "",
  ];
  return lines.join("\n");
}
