import type { RawImage } from "@greenhouse/wasm-pipeline";
import { useSearchParams } from "react-router-dom";
import { toast } from "../../../components/toast";
import { errorMessage } from "../../../lib/api-client";
import { encodeTexturePng, pngFileName } from "../../editor/api/encode-png";
import { sendToEditor } from "../../editor/lib/editor-inbox";
import { refuseTooLarge } from "../../editor/lib/size-check";
import { editorSizeProblem } from "../../editor/lib/view";

/** `stone.tga` -> `stone.png`: the editor works on, and saves, PNG only. */
export function editedMapName(fileName: string): string {
  const name = fileName.split("/").pop() ?? fileName;
  return pngFileName(name.replace(/\.[^.]+$/, ""));
}

/**
 * Opens a previewed map (a converted `_n`, `_s` or base colour, animated sheets whole) in the Editor, so
 * a creator can touch up what the converter made. Its RGBA bytes are written as a PNG with the
 * pipeline's encoder, never through a canvas, so the editor gets the map's exact values. It is a new
 * document: Save Texture adds it to the Library, Export PNG downloads it.
 */
export function useEditMap() {
  const [, setParams] = useSearchParams();
  return async (image: RawImage, fileName: string) => {
    const name = editedMapName(fileName);
    // Refused here, so the preview stays where it is instead of swapping to an empty editor.
    const problem = editorSizeProblem(name, image.width, image.height);
    if (problem) return refuseTooLarge(problem);
    try {
      const bytes = await encodeTexturePng(image);
      sendToEditor(new File([bytes as Uint8Array<ArrayBuffer>], name, { type: "image/png" }));
      setParams((current) => {
        const next = new URLSearchParams(current);
        next.set("view", "editor");
        return next;
      });
    } catch (error) {
      toast({ title: `Could not open ${name}`, description: errorMessage(error), variant: "destructive" });
    }
  };
}
