import type { ValidationIssue, ValidationResult } from "@greenhouse/wasm-pipeline";
import { ChevronDown } from "lucide-react";
import { useState } from "react";
import type { Job } from "../../lib/jobs";
import { resultTexturesLabel } from "../../lib/validated-files";
import { groupIssues, validWarningsLabel, visibleIssues } from "../../lib/validation-display";
import { IssueItem } from "./IssueItem";
import { JobValidationSummary } from "./JobValidationSummary";

function IssueList({ issues, details }: { issues: ValidationIssue[]; details: boolean }) {
  const shown = visibleIssues(issues, details);
  return (
    <ul className="gh-issues">
      {shown.map((issue, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: issues have no id and the list never reorders
        <IssueItem key={index} issue={issue} />
      ))}
      {!details && issues.length > shown.length && (
        <li className="muted small">{issues.length - shown.length} more — turn on details to see all</li>
      )}
    </ul>
  );
}

function Section({
  title,
  issues,
  details,
  defaultOpen,
}: {
  title: string;
  issues: ValidationIssue[];
  details: boolean;
  defaultOpen: boolean;
}) {
  if (issues.length === 0) return null;
  return (
    <details className="gh-issue-section" open={defaultOpen}>
      <summary>
        <ChevronDown size={14} aria-hidden /> {title} ({issues.length})
      </summary>
      <IssueList issues={issues} details={details} />
    </details>
  );
}

/**
 * Validation results of Validate Only; without one, the selected job's file checks, and with neither an
 * honest "Not validated yet" (it read "No validation issues found" before anything had been checked).
 * Errors open, warnings and files closed, info only in details mode; each
 * section shows its first 3 issues unless details are on (product spec, sections 4 and 5).
 */
export function ValidationResults({ result, job = null }: { result: ValidationResult | null; job?: Job | null }) {
  const [details, setDetails] = useState(false);
  const [shown, setShown] = useState(true);
  if (!result) {
    if (job) return <JobValidationSummary job={job} />;
    return <p className="gh-empty muted">Not validated yet</p>;
  }
  const groups = groupIssues(result.issues);
  const warnings = validWarningsLabel(result);
  return (
    <div className="gh-validation" data-testid="validation-results">
      <div className="gh-validation-head">
        <span className="gh-verdict" data-testid="validation-verdict">
          <span className={result.isValid ? "badge badge-accent" : "badge badge-danger"}>
            {result.isValid ? "Valid" : "Invalid"}
          </span>
          {warnings && <span className="gh-verdict-warnings"> · {warnings}</span>}
        </span>
        <span className="muted small">
          {result.totalFiles === 0 && !result.isValid ? "Could not be validated" : resultTexturesLabel(result)}
        </span>
        {/* Kept together so a narrow panel wraps both controls to the right, not Hide alone. */}
        <span className="gh-validation-controls gh-push">
          <label className="gh-toggle">
            <input type="checkbox" checked={details} onChange={(e) => setDetails(e.target.checked)} />
            <span>Details</span>
          </label>
          <button type="button" className="button button-ghost button-sm" onClick={() => setShown((s) => !s)}>
            {shown ? "Hide" : "Show"}
          </button>
        </span>
      </div>
      {shown &&
        (result.issues.length === 0 ? (
          <p className="gh-success">All textures are LabPBR compliant!</p>
        ) : (
          <>
            <Section title="Errors" issues={groups.errors} details={details} defaultOpen />
            <Section title="Warnings" issues={groups.warnings} details={details} defaultOpen={false} />
            {details && <Section title="Info" issues={groups.infos} details={details} defaultOpen={false} />}
            {!details && groups.infos.length > 0 && (
              // The toast counts every issue; say where the hidden notes are so the numbers add up.
              <p className="muted small" data-testid="hidden-info">
                {groups.infos.length === 1 ? "1 info note" : `${groups.infos.length} info notes`}: turn on Details to
                see {groups.infos.length === 1 ? "it" : "them"}.
              </p>
            )}
            {result.fileDetails.length > 0 && (
              <details className="gh-issue-section">
                <summary>
                  <ChevronDown size={14} aria-hidden /> Files ({result.fileDetails.length})
                </summary>
                <ul className="gh-issues">
                  {result.fileDetails.map((file) => (
                    <li key={file.path} className="gh-file-detail">
                      <code>{file.path}</code>
                      <span className={file.validation.isValid ? "gh-ok" : "gh-bad"}>
                        {file.validation.isValid ? "valid" : "invalid"}
                      </span>
                    </li>
                  ))}
                </ul>
              </details>
            )}
          </>
        ))}
    </div>
  );
}
