import { ComingNext } from "../workspace/ComingNext";

/** The Templates section of the workspace. */
export function TemplatesSection() {
  return <ComingNext section="templates" label="Templates" />;
}
