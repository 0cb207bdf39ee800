import { Shuffle } from "lucide-react";
import { useId } from "react";
import { Button } from "../../../components/Button";
import { TextField } from "../../../components/Field";
import { toast } from "../../../components/toast";
import { useStickyState } from "../../../lib/sticky-state";
import { type ServerAddress, useVariations } from "../api/ai-api";
import { aiFailureText, type GeneratedTexture } from "../hooks/use-generate";
import { type GenerateForm, variationLimits } from "../lib/ai-options";
import { variationPrompt } from "../lib/prompt";
import { type SourceImage, SourcePicker, toastNoSource } from "./SourcePicker";

/**
 * Variations: img2img of one source on the WebUI; the blend opacity sets how far they may move. The
 * Generate tab's negative prompt, materials and tiling choice apply here too (`generate`).
 */
export function VariationsTab({
  source,
  onSource,
  server,
  blend,
  generate,
  onImages,
}: {
  source: SourceImage | null;
  onSource(source: SourceImage): void;
  server: ServerAddress;
  blend: number;
  generate: Pick<GenerateForm, "negativePrompt" | "materials" | "seamless">;
  onImages(images: GeneratedTexture[]): void;
}) {
  const variations = useVariations();
  // Kept like the Generate tab's form: the window crossing 768 px remounts the section.
  const [prompt, setPrompt] = useStickyState("ai-variations-prompt", "");
  const [count, setCount] = useStickyState("ai-variations-count", 4);
  const countId = useId();

  function run() {
    if (!source) {
      toastNoSource();
      return;
    }
    const seed = Math.floor(Math.random() * 1_000_000);
    variations.mutate(
      {
        image: source.dataUrl,
        prompt: variationPrompt(prompt, source.prompt, generate),
        negativePrompt: generate.negativePrompt.trim(),
        count,
        strength: Math.max(0.05, blend / 100),
        seed,
        seamless: generate.seamless,
        server,
      },
      {
        onSuccess(answer) {
          const name = source.name.replace(/\.png$/i, "");
          onImages(
            answer.images.map((dataUrl, i) => ({
              id: `var-${answer.seed + i}-${Math.random().toString(36).slice(2, 8)}`,
              dataUrl,
              prompt: source.prompt || name,
              seed: answer.seed + i,
              label: `Variation ${i + 1} of ${name}`,
              madeBy: "variations",
            })),
          );
          toast({ title: "Textures generated!", description: `Created ${answer.images.length} variation(s)` });
        },
        onError: (error) =>
          toast({ title: "Generation failed", description: aiFailureText(error), variant: "destructive" }),
      },
    );
  }

  return (
    <div className="ai-form">
      <SourcePicker source={source} onSource={onSource} label="Image to vary" />
      <TextField
        label="Guide prompt (optional)"
        placeholder={source?.prompt || "e.g. more cracks, darker"}
        value={prompt}
        onChange={(event) => setPrompt(event.target.value)}
      />
      <div className="gh-slider">
        <div className="gh-slider-head">
          <label htmlFor={countId}>Variations</label>
          <output htmlFor={countId}>{count}</output>
        </div>
        <input
          id={countId}
          type="range"
          min={variationLimits.min}
          max={variationLimits.max}
          value={count}
          onChange={(e) => setCount(Number(e.target.value))}
        />
      </div>
      <p className="gh-hint">Strength {blend}% (Blend opacity in the AI server panel).</p>
      <Button variant="primary" onClick={run} busy={variations.isPending} className="ai-generate">
        <Shuffle size={16} aria-hidden /> Create Variations
      </Button>
    </div>
  );
}
