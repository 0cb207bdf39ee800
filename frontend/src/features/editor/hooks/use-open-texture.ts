import { useState } from "react";
import { toast } from "../../../components/toast";
import { errorMessage } from "../../../lib/api-client";
import { imageSizeOf } from "../../greenhouse/lib/image-header";
import { decodeInWorker } from "../../greenhouse/pipeline/bridge";
import type { LibraryLink } from "../lib/library-link";
import type { ProjectLink } from "../lib/project-link";
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
   * is, which Save Texture writes back to; a plain file forgets any link.
   */
  async function open(file: File, from: LibraryLink | null = null, project: ProjectLink | null = null) {
    setOpening(true);
    const refuse = (problem: string): void => {
      toast({ title: "Texture too large for the editor", description: problem, variant: "destructive" });
    };
    try {
      // The header tells a 4096x4096 file apart before it is decoded (64 MB of pixels for nothing); a header
      // that cannot be read is left to the decoder, whose error names the problem.
      const declared = await imageSizeOf(file);
      const early = declared && editorSizeProblem(file.name, declared.width, declared.height);
      if (early) return refuse(early);
      const image = await decodeInWorker(new Uint8Array(await file.arrayBuffer()), file.name);
      const problem = editorSizeProblem(file.name, image.width, image.height);
      if (problem) return refuse(problem);
      actions.open(file.name.replace(/\.[^.]+$/, ""), image, from, project);
    } catch (error) {
      toast({ title: "Could not open texture", description: errorMessage(error), variant: "destructive" });
    } finally {
      setOpening(false);
    }
  }
  return { open, opening };
}
