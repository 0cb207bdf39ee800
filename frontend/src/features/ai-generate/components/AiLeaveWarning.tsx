import { useLeaveWarning } from "../../../lib/leave-warning";
import { useAiResults } from "../hooks/use-ai-results";

/**
 * Asks before the tab is closed or reloaded while a generated texture is neither saved to the Library
 * nor downloaded: results live only in this page. Mounted by the Greenhouse page, not the AI view, so
 * it still holds after the person moves on to another section (Convert to LabPBR does that itself).
 */
export function AiLeaveWarning() {
  const { unsaved } = useAiResults();
  useLeaveWarning(unsaved > 0);
  return null;
}
