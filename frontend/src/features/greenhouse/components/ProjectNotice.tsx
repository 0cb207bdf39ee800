import { useSearchParams } from "react-router-dom";
import { useAttachedProject } from "../hooks/use-attached-project";

/**
 * Says, before anything is uploaded, why conversions will not land in the `?project=` project: the
 * upload would otherwise fail only after the person had picked files and pressed Generate. Such
 * conversions still run, just without the project, since the maps are useful on their own.
 */
export function ProjectNotice({ projectId }: { projectId: number }) {
  const attached = useAttachedProject(projectId);
  const [params, setParams] = useSearchParams();
  const dropProject = () => {
    const next = new URLSearchParams(params);
    next.delete("project");
    setParams(next);
  };
  if (attached.kind === "missing") {
    return (
      <p className="gh-project-notice small" role="status">
        <span>
          Project #{projectId} doesn't exist or isn't shared with you. Generate Textures converts without a project.
        </span>
        <button type="button" className="button button-outline button-sm" onClick={dropProject}>
          Convert without a project
        </button>
      </p>
    );
  }
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
