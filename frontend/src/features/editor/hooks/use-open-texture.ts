import { useState } from "react";
import { toast } from "../../../components/toast";
import { errorMessage } from "../../../lib/api-client";
import { decodeInWorker } from "../../greenhouse/pipeline/bridge";
import type { LibraryLink } from "../lib/library-link";
import type { ProjectLink } from "../lib/project-link";
import { declaredSizeProblem, refuseTooLarge } from "../lib/size-check";
import { editorSizeProblem } from "../lib/view";
import type { EditorState } from "./use-editor-state";

/** Formats the pipeline decodes; all land as exact RGBA8 bytes. */
export const EDITOR_EXTENSIONS = [".png", ".jpg", ".jpeg", ".tga", ".tiff", ".tif", ".bmp"] as const;

/**
 * Opens a texture file: decoded by the pipeline worker (no canvas, so the bytes are the file's), checked
 * against the editor's 1024x1024 limit, then becomes one more history step (Undo brings back the work
 * it replaced).
 */
export function useOpenTexture(actions: EditorState["actions"]) {
  const [opening, setOpening] = useState(false);
  /**
   * `from`: the Library item the file is, which Save Texture then updates; `project`: the project file it
   * is, which Save Texture writes back to; a plain file forgets any link. Resolves to whether it opened,
   * so a caller can put focus on the texture or, when refused, somewhere that explains it.
   */
  async function open(
    file: File,
    from: LibraryLink | null = null,
    project: ProjectLink | null = null,
  ): Promise<boolean> {
    setOpening(true);
    try {
      const early = await declaredSizeProblem(file);
      if (early) return refused(early);
      const image = await decodeInWorker(new Uint8Array(await file.arrayBuffer()), file.name);
      const problem = editorSizeProblem(file.name, image.width, image.height);
      if (problem) return refused(problem);
      actions.open(file.name.replace(/\.[^.]+$/, ""), image, from, project);
      return true;
    } catch (error) {
      toast({ title: "Could not open texture", description: errorMessage(error), variant: "destructive" });
      return false;
    } finally {
      setOpening(false);
    }
  }
  return { open, opening };
}

function refused(problem: string): false {
  refuseTooLarge(problem);
  return false;
}
