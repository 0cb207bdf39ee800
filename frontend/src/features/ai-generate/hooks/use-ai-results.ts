import { useStickyState } from "../../../lib/sticky-state";
import type { GeneratedTexture } from "./use-generate";

const noResults: GeneratedTexture[] = [];
const noneKept: string[] = [];
const noneSaved: Record<string, number> = {};

/**
 * The generated textures (newest first) and which of them the person has kept, by saving to the Library
 * or downloading. The rest live only in this page: `unsaved` counts what closing the tab would lose.
 * A result saved to the Library carries the item it became (`savedAs`), so it is not saved twice.
 */
export function useAiResults() {
  const [results, setResults] = useStickyState("ai-results", noResults);
  const [kept, setKept] = useStickyState("ai-kept", noneKept);
  const [saved, setSaved] = useStickyState("ai-saved", noneSaved);
  const markKept = (id: string) => setKept((current) => (current.includes(id) ? current : [...current, id]));
  return {
    results: results.map((texture) => (texture.id in saved ? { ...texture, savedAs: saved[texture.id] } : texture)),
    add: (images: GeneratedTexture[]) => setResults((current) => [...images, ...current]),
    markKept,
    markSaved: (id: string, itemId: number) => {
      setSaved((current) => ({ ...current, [id]: itemId }));
      markKept(id);
    },
    unsaved: results.filter((texture) => !kept.includes(texture.id)).length,
  };
}
