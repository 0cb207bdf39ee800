import { CheckCircle2 } from "lucide-react";
import { Badge, EmptyState, Loading } from "../../../components/Card";
import { errorMessage } from "../../../lib/api-client";
import { useProjectIssues } from "../api/project-insights";

const tone = { error: "danger", warning: "warning", info: "neutral" } as const;

/** Issues: every validation finding of the project's files, or 'No validation issues found'. */
export function IssuesTab({ projectId }: { projectId: number }) {
  const issues = useProjectIssues(projectId);
  if (issues.isPending) return <Loading label="Loading issues" />;
  if (issues.isError) return <EmptyState title="Issues could not be loaded">{errorMessage(issues.error)}</EmptyState>;
  if (issues.data.length === 0) {
    return <EmptyState icon={<CheckCircle2 size={26} />} title="No validation issues found" />;
  }
  return (
    <ul className="pd-issues" aria-label="Validation issues">
      {issues.data.map((issue) => (
        <li key={issue.id} className="pd-issue">
          <Badge tone={tone[issue.level] ?? "neutral"}>{issue.level}</Badge>
          <div>
            <p>{issue.message}</p>
            <p className="muted small mono">{issue.file}</p>
            {issue.suggestion && <p className="small">{issue.suggestion}</p>}
          </div>
        </li>
      ))}
    </ul>
  );
}
