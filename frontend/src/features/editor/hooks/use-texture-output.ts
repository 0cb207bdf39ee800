import { useState } from "react";
import { useSearchParams } from "react-router-dom";
import { toast } from "../../../components/toast";
import { errorMessage } from "../../../lib/api-client";
import { useConvertSession } from "../../greenhouse/hooks/convert-session";
import { useSaveTexture } from "../../library/api/save-texture";
import { downloadBytes, encodeTexturePng, pngFileName } from "../api/encode-png";
import type { EditorState } from "./use-editor-state";

/** Export PNG, Save Texture (signed in: to the Library) and Convert, all from the pipeline's encoder. */
export function useTextureOutput(state: EditorState, signedIn: boolean) {
  const [exporting, setExporting] = useState(false);
  const save = useSaveTexture();
  const session = useConvertSession();
  const [params, setParams] = useSearchParams();

  async function exportPng() {
    setExporting(true);
    const { image } = state;
    try {
      downloadBytes(await encodeTexturePng(image), pngFileName(state.name));
      state.actions.markSaved(image);
    } catch (error) {
      toast({ title: "Export failed", description: errorMessage(error), variant: "destructive" });
    } finally {
      setExporting(false);
    }
  }

  async function saveToLibrary() {
    if (save.isPending) return;
    if (!signedIn) {
      toast({
        title: "Sign in to save textures",
        description: "Saving to your Library needs a Discord sign-in. Export PNG works without it.",
      });
      return;
    }
    const fileName = pngFileName(state.name);
    const { image } = state;
    try {
      const png = await encodeTexturePng(image);
      await save.mutateAsync({ png, fileName });
      state.actions.markSaved(image);
      toast({ title: "Texture saved successfully", description: `${fileName} is now in your Library.` });
    } catch (error) {
      toast({ title: "Failed to save texture", description: errorMessage(error), variant: "destructive" });
    }
  }

  /** Hands the edited PNG to Convert as its chosen file (the same bytes Export writes) and opens Convert. */
  async function sendToConvert() {
    try {
      const png = await encodeTexturePng(state.image);
      session.chooseFile(new File([png as BlobPart], pngFileName(state.name), { type: "image/png" }));
      const next = new URLSearchParams(params);
      next.delete("view");
      setParams(next, { replace: true });
    } catch (error) {
      toast({
        title: "Could not hand the texture to Convert",
        description: errorMessage(error),
        variant: "destructive",
      });
    }
  }

  return { exportPng, exporting, saveToLibrary, saving: save.isPending, sendToConvert };
}
