import { useState } from "react";
import { toast } from "../../../components/toast";
import { errorMessage } from "../../../lib/api-client";
import { decodeInWorker } from "../../greenhouse/pipeline/bridge";
import { MAX_EDITOR_SIDE } from "../lib/view";
import type { EditorState } from "./use-editor-state";
import { type LibraryLink, setLibraryLink } from "./use-library-link";

/** Formats the pipeline decodes; all land as exact RGBA8 bytes. */
export const EDITOR_EXTENSIONS = [".png", ".jpg", ".jpeg", ".tga", ".tiff", ".tif", ".bmp"] as const;

/**
 * Opens a texture file: decoded by the pipeline worker (no canvas, so the bytes are the file's), checked
 * against the editor's 512x512 limit, then becomes a new document with an empty history.
 */
export function useOpenTexture(actions: EditorState["actions"]) {
  const [opening, setOpening] = useState(false);
  /** `from`: the Library item the file is, which Save Texture then updates; a plain file forgets any link. */
  async function open(file: File, from: LibraryLink | null = null) {
    setOpening(true);
    try {
      const image = await decodeInWorker(new Uint8Array(await file.arrayBuffer()), file.name);
      if (image.width > MAX_EDITOR_SIDE || image.height > MAX_EDITOR_SIDE) {
        toast({
          title: "Texture too large for the editor",
          description: `${file.name} is ${image.width}×${image.height}; the editor opens textures up to ${MAX_EDITOR_SIDE}×${MAX_EDITOR_SIDE}.`,
          variant: "destructive",
        });
        return;
      }
      actions.open(file.name.replace(/\.[^.]+$/, ""), image);
      setLibraryLink(from);
    } catch (error) {
      toast({ title: "Could not open texture", description: errorMessage(error), variant: "destructive" });
    } finally {
      setOpening(false);
    }
  }
  return { open, opening };
}
