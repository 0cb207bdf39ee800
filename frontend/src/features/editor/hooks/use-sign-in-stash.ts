import { useEffect } from "react";
import { toast } from "../../../components/toast";
import { errorMessage } from "../../../lib/api-client";
import { signInUrl } from "../../../lib/auth";
import { readStored, storageKeys, writeStored } from "../../../lib/storage";
import { decodeInWorker } from "../../greenhouse/pipeline/bridge";
import { encodeTexturePng } from "../api/encode-png";
import { fromBase64, parseStash, STASH_KEY, toBase64 } from "../lib/stash";
import type { EditorState } from "./use-editor-state";

/**
 * Signing in is a full-page OAuth round trip, which would lose the drawing. The texture is parked in
 * session storage as PNG bytes (exact, no canvas), the editor's address is left for the return, and the
 * texture is reopened when the editor mounts again. Session storage holds about 5 MB, and a detailed
 * 1024x1024 PNG takes more as base64: then unsaved work is not left behind silently. The person is told
 * to export first and stays; once the drawing is exported or saved, signing in goes ahead without it.
 */
export async function stashAndSignIn(
  state: Pick<EditorState, "image" | "name" | "unsaved" | "actions">,
): Promise<void> {
  let parked = false;
  try {
    const png = await encodeTexturePng(state.image);
    parked = writeStored("session", STASH_KEY, JSON.stringify({ name: state.name, png: toBase64(png) }));
  } catch {
    // No codec: handled below like a full storage.
  }
  if (parked) {
    // Carried across, so leaving for sign-in must not ask whether to throw the drawing away. The leave
    // warning is removed by an effect; a macrotask later React has rendered and run it.
    state.actions.markSaved(state.image);
    await new Promise((resolve) => setTimeout(resolve, 0));
  } else if (state.unsaved) {
    toast({
      title: "Export your texture before signing in",
      description: `"${state.name}" (${state.image.width}×${state.image.height}) does not fit in this browser's session storage, so it cannot be carried across sign-in. Export PNG first, then sign in and open the file again.`,
      variant: "destructive",
    });
    return;
  }
  writeStored("session", storageKeys.returnAfterSignIn, `${window.location.pathname}${window.location.search}`);
  window.location.assign(signInUrl);
}

/** Reopens a texture parked by {@link stashAndSignIn}, once. */
export function useRestoreStash(actions: EditorState["actions"]): void {
  useEffect(() => {
    const stash = parseStash(readStored("session", STASH_KEY));
    if (!stash) return;
    writeStored("session", STASH_KEY, "");
    decodeInWorker(fromBase64(stash.png), `${stash.name}.png`)
      .then((image) => actions.restore(stash.name, image))
      .catch((error: unknown) =>
        toast({ title: "Could not reopen your texture", description: errorMessage(error), variant: "destructive" }),
      );
  }, [actions]);
}
