import { ComingNext } from "../workspace/ComingNext";

/** The AI Generate section of the workspace. */
export function AiSection() {
  return <ComingNext section="ai" label="AI Generate" />;
}
