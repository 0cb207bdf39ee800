import { LibraryView } from "../../../library/components/LibraryView";

/** The Library section of the workspace: the signed-in user's uploaded content. */
export function LibrarySection() {
  return <LibraryView />;
}
