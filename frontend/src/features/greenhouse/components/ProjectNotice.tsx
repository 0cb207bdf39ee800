import { useSearchParams } from "react-router-dom";
import { useAttachedProject } from "../hooks/use-attached-project";
import { projectIdFrom } from "../lib/sections";

/**
 * Says, before anything is uploaded, why conversions will not land in the `?project=` project: the
 * upload would otherwise fail only after the person had picked files and pressed Generate. Such
 * conversions still run, just without the project, since the maps are useful on their own.
 */
export function ProjectNotice() {
  const [params, setParams] = useSearchParams();
  const wanted = params.get("project");
  if (wanted === null) return null;
  const dropProject = () => {
    const next = new URLSearchParams(params);
    next.delete("project");
    setParams(next);
  };
  const projectId = projectIdFrom(wanted);
  // A mistyped link (`?project=abc`) was ignored without a word, as if no project had been named.
  if (projectId === null) return <NoSuchProject name={`“${wanted}”`} onDrop={dropProject} />;
  return <AttachedProjectNotice projectId={projectId} onDrop={dropProject} />;
}

function AttachedProjectNotice({ projectId, onDrop }: { projectId: number; onDrop(): void }) {
  const attached = useAttachedProject(projectId);
  if (attached.kind === "missing") return <NoSuchProject name={`#${projectId}`} onDrop={onDrop} />;
  if (attached.kind === "view-only") {
    return (
      <p className="gh-project-notice small" role="status">
        View only: you can't add files to {attached.name}. Generate Textures still converts, without adding the maps to
        the project.
      </p>
    );
  }
  return null;
}

function NoSuchProject({ name, onDrop }: { name: string; onDrop(): void }) {
  return (
    <p className="gh-project-notice small" role="status">
      <span>Project {name} doesn't exist or isn't shared with you. Generate Textures converts without a project.</span>
      <button type="button" className="button button-outline button-sm" onClick={onDrop}>
        Convert without a project
      </button>
    </p>
  );
}
