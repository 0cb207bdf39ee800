import { useCurrentUser } from "../../../lib/auth";
import { usePresets } from "../api/presets";
import { useDefaultPreset } from "../hooks/use-default-preset";

/**
 * Applies a signed-in user's default conversion preset when the workspace opens, on desktop and in the
 * phone wizard alike: it lives beside the convert session, not in the Tools panel, which a phone never
 * shows and a desktop may start collapsed. Renders nothing.
 */
export function DefaultPresetLoader() {
  const { signedIn } = useCurrentUser();
  const presets = usePresets(signedIn);
  useDefaultPreset(signedIn ? presets.data : undefined);
  return null;
}
