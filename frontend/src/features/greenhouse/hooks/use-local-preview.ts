import { useEffect } from "react";
import { toast } from "../../../components/toast";
import { animatedTexture } from "../lib/animated-texture";
import { mapKindOf } from "../lib/channels";
import { isPreviewableImage } from "../lib/file-checks";
import { textureAnimation } from "../lib/texture-animation";
import { decodeInWorker, materialInWorker } from "../pipeline/bridge";
import { rememberReadability, wasRefused } from "../pipeline/texture-readability";
import { useConvertSession } from "./convert-session";

/** Slider drags settle before the material is generated again. */
const REGENERATE_DELAY_MS = 250;

/**
 * Previews the chosen single texture on this device: an albedo gets its `_n` and `_s` generated live
 * with the current settings; an existing `_n`/`_s` is shown as stored. Packs are previewed from the
 * converted job's files instead, one texture at a time. A texture chosen with its `.mcmeta` previews
 * frame by frame.
 */
export function useLocalPreview() {
  const { file, files, settings, setPreview } = useConvertSession();
  useEffect(() => {
    if (!file || !isPreviewableImage(file.name)) return;
    const controller = new AbortController();
    const timer = setTimeout(async () => {
      try {
        const bytes = new Uint8Array(await file.arrayBuffer());
        const mcmeta = await animatedTexture(files)?.mcmeta.text();
        const animationOf = (width: number, height: number) => {
          const animation = mcmeta === undefined ? null : textureAnimation(mcmeta, width, height);
          return animation ? { animation } : {};
        };
        const kind = mapKindOf(file.name);
        if (kind !== "base") {
          const image = await decodeInWorker(bytes, file.name, controller.signal);
          rememberReadability(file);
          setPreview({ name: file.name, maps: { [kind]: image }, ...animationOf(image.width, image.height) });
          return;
        }
        const material = await materialInWorker(bytes, file.name, settings, controller.signal);
        rememberReadability(file);
        setPreview({
          name: file.name,
          maps: { base: material.baseColor, normal: material.normal, specular: material.specular },
          ...animationOf(material.baseColor.width, material.baseColor.height),
        });
      } catch (error) {
        if (controller.signal.aborted) return;
        // Generate Textures refuses a texture that does not decode here, before uploading it.
        rememberReadability(file, error);
        if (wasRefused(file)) return;
        toast({
          title: "Preview unavailable",
          description: error instanceof Error ? error.message : String(error),
          variant: "destructive",
        });
      }
    }, REGENERATE_DELAY_MS);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [file, files, settings, setPreview]);
}
