import { ProjectDashboard } from "../../../project-dashboard/components/ProjectDashboard";

/** The Projects section of the workspace: the project dashboard. */
export function DashboardSection() {
  return <ProjectDashboard />;
}
