import { useEffect } from "react";
import { toast } from "../../../components/toast";
import { mapKindOf } from "../lib/channels";
import { extensionOf } from "../lib/file-checks";
import { decodeInWorker } from "../pipeline/bridge";
import { useConvertSession } from "./convert-session";

const PREVIEWABLE = new Set([".png", ".jpg", ".jpeg", ".tga", ".tiff"]);

/**
 * Decodes the chosen single texture on this device for the previewer. Packs are previewed from the
 * converted job's files instead, one texture at a time.
 */
export function useLocalPreview() {
  const { file, setPreview } = useConvertSession();
  useEffect(() => {
    if (!file || !PREVIEWABLE.has(extensionOf(file.name))) return;
    const controller = new AbortController();
    (async () => {
      const bytes = new Uint8Array(await file.arrayBuffer());
      const image = await decodeInWorker(bytes, file.name, controller.signal);
      setPreview({ name: file.name, maps: { [mapKindOf(file.name)]: image } });
    })().catch((error: unknown) => {
      if (controller.signal.aborted) return;
      toast({
        title: "Preview unavailable",
        description: error instanceof Error ? error.message : String(error),
        variant: "destructive",
      });
    });
    return () => controller.abort();
  }, [file, setPreview]);
}
