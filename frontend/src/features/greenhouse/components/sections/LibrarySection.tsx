import { ComingNext } from "../workspace/ComingNext";

/** The Library section of the workspace. */
export function LibrarySection() {
  return <ComingNext section="library" label="Library" />;
}
