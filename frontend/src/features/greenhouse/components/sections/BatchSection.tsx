import { ComingNext } from "../workspace/ComingNext";

/** The Batch section of the workspace. */
export function BatchSection() {
  return <ComingNext section="batch" label="Batch" />;
}
