import { toast } from "../../../components/toast";
import type { SourceImage } from "../components/SourcePicker";
import { fileToDataUrl } from "../lib/data-url";
import { sourcePngProblem } from "../lib/source-png";

/**
 * 'Upload PNG' for Variations and Upscale: refuses, with its reason, a file the Worker would refuse,
 * and leaves the chosen source as it was; a good file becomes the source.
 */
export function useSourceUpload(onSource: (source: SourceImage) => void) {
  return async (file: File | undefined) => {
    if (!file) return;
    if (file.type !== "image/png" && !file.name.toLowerCase().endsWith(".png")) {
      toast({ title: "Invalid file type", description: "Please choose a PNG image.", variant: "destructive" });
      return;
    }
    const problem = sourcePngProblem(file.name, new Uint8Array(await file.arrayBuffer()));
    if (problem) {
      toast({ ...problem, variant: "destructive" });
      return;
    }
    onSource({ dataUrl: await fileToDataUrl(file), name: file.name, prompt: "" });
  };
}
