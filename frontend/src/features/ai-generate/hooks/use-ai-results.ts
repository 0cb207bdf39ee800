import type { GeneratedTexture } from "./use-generate";
import { useStickyState } from "./use-sticky-state";

const noResults: GeneratedTexture[] = [];
const noneKept: string[] = [];

/**
 * The generated textures (newest first) and which of them the person has kept, by saving to the Library
 * or downloading. The rest live only in this page: `unsaved` counts what closing the tab would lose.
 */
export function useAiResults() {
  const [results, setResults] = useStickyState("ai-results", noResults);
  const [kept, setKept] = useStickyState("ai-kept", noneKept);
  return {
    results,
    add: (images: GeneratedTexture[]) => setResults((current) => [...images, ...current]),
    markKept: (id: string) => setKept((current) => (current.includes(id) ? current : [...current, id])),
    unsaved: results.filter((texture) => !kept.includes(texture.id)).length,
  };
}
