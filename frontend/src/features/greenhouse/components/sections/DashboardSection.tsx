import { ProjectDashboard } from "../../../project-dashboard/components/ProjectDashboard";
import { useProjectFilePreview } from "../../hooks/use-project-file-preview";

/** The Projects section of the workspace: the project dashboard, whose chosen file shows in Preview. */
export function DashboardSection() {
  const openInPreview = useProjectFilePreview();
  return <ProjectDashboard onOpenFile={openInPreview} />;
}
