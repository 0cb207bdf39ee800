import { FolderKanban, Home, type LucideIcon, PanelBottom, PanelLeft, PanelRight } from "lucide-react";
import { Link } from "react-router-dom";
import { ProjectBadge } from "../ProjectBadge";

export interface PanelToggles {
  tools: boolean;
  preview: boolean;
  bottom: boolean;
}

/** Toggle buttons in screen order: left, bottom, right. */
const panelButtons: { panel: keyof PanelToggles; label: string; Icon: LucideIcon }[] = [
  { panel: "tools", label: "Tools panel", Icon: PanelLeft },
  { panel: "bottom", label: "Bottom panel", Icon: PanelBottom },
  { panel: "preview", label: "Preview panel", Icon: PanelRight },
];

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
          <ProjectBadge projectId={projectId} />
        ) : (
          <span className="muted small">LabPBR 1.3 workspace</span>
        )}
      </div>
      <div className="gh-header-actions">
        <fieldset className="gh-panel-toggles" aria-label="Panels">
          {panelButtons.map(({ panel, label, Icon }) => (
            <button
              key={panel}
              type="button"
              className="icon-button"
              aria-label={label}
              aria-pressed={open[panel]}
              onClick={() => onToggle(panel)}
            >
              <Icon size={16} />
            </button>
          ))}
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
