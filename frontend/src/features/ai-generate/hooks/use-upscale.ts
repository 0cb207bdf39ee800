import { useMutation } from "@tanstack/react-query";
import { toast } from "../../../components/toast";
import { useStickyState } from "../../../lib/sticky-state";
import { type UpscaleRequest, upscaleTexture } from "../api/ai-api";
import type { SourceImage } from "../components/SourcePicker";
import { mapTypeOfName, type UpscaleMapType } from "../lib/ai-options";
import { aiFailureText } from "./use-generate";

/** The upscaled image the Upscale tab shows. */
export interface Upscaled {
  url: string;
  blob: Blob;
  name: string;
  size: number;
  /** The source's data URL: the result is shown beside that image only. */
  from: string;
  /** The Library item it was saved as; a new upscale starts unsaved. */
  savedAs?: number;
}

/** The texture type a person picked under "Upscale as", and for which image they picked it. */
interface ChosenType {
  sourceName: string;
  mapType: UpscaleMapType;
}

/**
 * The Upscale tab's state, which outlives the tab: the window crossing 768 px mounts the AI section
 * again (the desktop workspace and the phone's section are different trees), and the result, the
 * "Upscale as" choice and a running upscale's busy button came back empty. They live in
 * `useStickyState`, and an answer landing after such a switch is still shown and toasted (the
 * mutation's own callbacks run without the component that started it).
 */
export function useUpscale(source: SourceImage | null) {
  const [result, setResult] = useStickyState<Upscaled | null>("ai-upscale-result", null);
  const [pending, setPending] = useStickyState("ai-upscale-pending", false);
  const [chosen, setChosen] = useStickyState<ChosenType | null>("ai-upscale-type", null);
  const sourceName = source?.name ?? "";
  // A new image gets its type guessed from its name (`_n`, `_s`); the pick holds for the image it was made for.
  const mapType = chosen?.sourceName === sourceName ? chosen.mapType : mapTypeOfName(sourceName);

  /** Shows `next` instead of the current result, whose object URL goes with it (and only then: not on unmount). */
  function show(next: Upscaled | null) {
    setResult((current) => {
      // The sticky store runs an updater exactly once, so the URL is revoked once.
      if (current && current.url !== next?.url) URL.revokeObjectURL(current.url);
      return next;
    });
  }

  const mutation = useMutation({
    mutationFn: ({ request }: { request: UpscaleRequest; name: string }) => upscaleTexture(request),
    onMutate: () => setPending(true),
    onSuccess: (blob, { request, name }) => {
      show({ url: URL.createObjectURL(blob), blob, name, size: request.size, from: request.image });
      toast({ title: "Texture upscaled", description: `${name} is ready.` });
    },
    onError: (error) => toast({ title: "Upscale failed", description: aiFailureText(error), variant: "destructive" }),
    onSettled: () => setPending(false),
  });

  return {
    // Another image chosen (here, or Upscale on a result) leaves the last one's result behind.
    result: result && result.from === source?.dataUrl ? result : null,
    pending,
    mapType,
    chooseMapType: (next: UpscaleMapType) => setChosen({ sourceName, mapType: next }),
    run: (request: UpscaleRequest, name: string) => mutation.mutate({ request, name }),
    clear: () => show(null),
    /** Marks `upscaled` saved as Library item `id`, unless a new upscale has replaced it meanwhile. */
    markSaved: (upscaled: Upscaled, id: number) =>
      setResult((current) => (current?.url === upscaled.url ? { ...current, savedAs: id } : current)),
  };
}
