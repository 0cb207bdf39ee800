import { FolderKanban, Home, PanelBottom, PanelLeft, PanelRight } from "lucide-react";
import { Link } from "react-router-dom";

export interface PanelToggles {
  tools: boolean;
  preview: boolean;
  bottom: boolean;
}

/** Workspace header: title, the attached project, panel toggles, Projects and Home links. */
export function WorkspaceHeader({
  projectId,
  open,
  onToggle,
}: {
  projectId: number | null;
  open: PanelToggles;
  onToggle(panel: keyof PanelToggles): void;
}) {
  return (
    <header className="gh-header">
      <div className="gh-title">
        <img src="/favicon.svg" alt="" width={22} height={22} />
        <h1>Greenhouse</h1>
        {projectId !== null ? (
          <span className="badge badge-accent">Project #{projectId}</span>
        ) : (
          <span className="muted small">LabPBR 1.3 workspace</span>
        )}
      </div>
      <div className="gh-header-actions">
        <fieldset className="gh-panel-toggles" aria-label="Panels">
          <button
            type="button"
            className="icon-button"
            aria-label="Tools panel"
            aria-pressed={open.tools}
            onClick={() => onToggle("tools")}
          >
            <PanelLeft size={16} />
          </button>
          <button
            type="button"
            className="icon-button"
            aria-label="Bottom panel"
            aria-pressed={open.bottom}
            onClick={() => onToggle("bottom")}
          >
            <PanelBottom size={16} />
          </button>
          <button
            type="button"
            className="icon-button"
            aria-label="Preview panel"
            aria-pressed={open.preview}
            onClick={() => onToggle("preview")}
          >
            <PanelRight size={16} />
          </button>
        </fieldset>
        <Link to="/projects" className="button button-ghost button-sm">
          <FolderKanban size={15} aria-hidden /> Projects
        </Link>
        <Link to="/" className="button button-ghost button-sm">
          <Home size={15} aria-hidden /> Home
        </Link>
      </div>
    </header>
  );
}
