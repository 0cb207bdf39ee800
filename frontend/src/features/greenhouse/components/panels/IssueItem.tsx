import type { ValidationIssue } from "@greenhouse/wasm-pipeline";
import { severityLabel } from "../../lib/validation-display";

/**
 * One validation finding: severity, the file it names (left out where the list is already one file's),
 * the channel, the message and what to do about it.
 */
export function IssueItem({ issue, showFile = true }: { issue: ValidationIssue; showFile?: boolean }) {
  return (
    <li className={`gh-issue gh-issue-${issue.level}`}>
      <div className="gh-issue-head">
        <span className={`gh-severity gh-severity-${issue.level}`}>{severityLabel[issue.level]}</span>
        {showFile && <code>{issue.filename}</code>}
        {issue.channel && <span className="muted small">{issue.channel}</span>}
      </div>
      <p>{issue.message}</p>
      {issue.suggestion && <p className="muted small">{issue.suggestion}</p>}
    </li>
  );
}
