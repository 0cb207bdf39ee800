import { type QualityReport, qualityReportToJson, qualityReportToMarkdown } from "@greenhouse/wasm-pipeline";
import { ChevronDown, FileDown } from "lucide-react";
import { Button } from "../../../components/Button";
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuTrigger,
} from "../../../components/DropdownMenu";
import { saveBlob } from "../../../lib/download";
import { type ReportFormat, reportFileName } from "../lib/quality-file";

/** Export Report: the report as a Markdown document (for people) or JSON (for scripts), downloaded. */
export function ExportReportMenu({ report, fileName }: { report: QualityReport; fileName: string }) {
  const save = (format: ReportFormat) => {
    const now = new Date();
    const text =
      format === "markdown"
        ? qualityReportToMarkdown(report, fileName, now)
        : qualityReportToJson(report, fileName, now);
    const type = format === "markdown" ? "text/markdown" : "application/json";
    saveBlob(new Blob([text], { type: `${type};charset=utf-8` }), reportFileName(fileName, format));
  };
  return (
    <DropdownMenu>
      <DropdownMenuTrigger asChild>
        <Button variant="secondary">
          <FileDown size={16} aria-hidden /> Export Report <ChevronDown size={14} aria-hidden />
        </Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent>
        <DropdownMenuItem onSelect={() => save("markdown")}>Markdown report (.md)</DropdownMenuItem>
        <DropdownMenuItem onSelect={() => save("json")}>JSON report (.json)</DropdownMenuItem>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
