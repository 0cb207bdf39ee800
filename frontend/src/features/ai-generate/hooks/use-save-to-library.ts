import { useRef } from "react";
import { toast } from "../../../components/toast";
import { errorMessage } from "../../../lib/api-client";
import { useCurrentUser } from "../../../lib/auth";
import { useSaveTexture } from "../../library/api/save-texture";
import type { UploadedContent } from "../../library/api/types";

/**
 * 'Save to Library' on an AI result: signed-in users keep it in their Library; guests are told why not.
 * Answers the saved item (null when nothing was saved), so the result can remember it and its button
 * can say so instead of adding the same image again.
 */
export function useSaveToLibrary() {
  const { signedIn } = useCurrentUser();
  const save = useSaveTexture();
  // Results being saved: isPending only shows after a render, and a double click must not save twice.
  const inFlight = useRef(new Set<string>());
  async function saveImage(key: string, png: () => Promise<Uint8Array> | Uint8Array, fileName: string) {
    if (!signedIn) {
      toast({
        title: "Sign in to save textures",
        description: "Saving to your Library needs a Discord sign-in. Download works without it.",
      });
      return null;
    }
    if (inFlight.current.has(key)) return null;
    inFlight.current.add(key);
    try {
      const item: UploadedContent = await save.mutateAsync({ png: await png(), fileName });
      toast({ title: "Texture saved successfully", description: `${fileName} is now in your Library.` });
      return item;
    } catch (error) {
      toast({ title: "Failed to save texture", description: errorMessage(error), variant: "destructive" });
      return null;
    } finally {
      inFlight.current.delete(key);
    }
  }
  return { saveImage, saving: save.isPending };
}
