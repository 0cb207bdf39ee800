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
 * texture is reopened when the editor mounts again.
 */
export async function stashAndSignIn(state: Pick<EditorState, "image" | "name" | "actions">): Promise<void> {
  try {
    const png = await encodeTexturePng(state.image);
    writeStored("session", STASH_KEY, JSON.stringify({ name: state.name, png: toBase64(png) }));
    // Carried across, so leaving for sign-in must not ask whether to throw the drawing away. The leave
    // warning is removed by an effect; a macrotask later React has rendered and run it.
    state.actions.markSaved(state.image);
    await new Promise((resolve) => setTimeout(resolve, 0));
  } catch {
    // Too large for session storage or no codec: sign in anyway (the browser asks first if the drawing
    // is unsaved), the drawing is simply not carried.
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
