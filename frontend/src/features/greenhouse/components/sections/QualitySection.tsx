import { ComingNext } from "../workspace/ComingNext";

/** The Quality section of the workspace. */
export function QualitySection() {
  return <ComingNext section="quality" label="Quality" />;
}
