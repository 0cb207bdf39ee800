import { ComingNext } from "../workspace/ComingNext";

/** The Projects section of the workspace. */
export function DashboardSection() {
  return <ComingNext section="dashboard" label="Projects" />;
}
