import { useMutation } from "@tanstack/react-query";
import { toast } from "../../../components/toast";
import { ApiError } from "../../greenhouse/api/http";
import { type GeneratedImages, generateTexture, type ServerAddress } from "../api/ai-api";
import type { GenerateForm } from "../lib/ai-options";
import { checkPrompt, promptToSend, variationBatches } from "../lib/prompt";
import { startingSeed } from "../lib/seed";

/** One generated image with what made it. */
export interface GeneratedTexture {
  id: string;
  dataUrl: string;
  prompt: string;
  seed: number;
  label: string;
  /**
   * The tab that made it. Only a Generate (txt2img) seed remakes the image from the Seed box; a variation's
   * seed also needs its source image, so its card offers no "Use seed".
   */
  madeBy: "generate" | "variations";
  /** The Library item it was saved as: its Save button then says so instead of saving it again. */
  savedAs?: number;
}

/** The message of a failed AI call, or the spec's fallback when there is none to show. */
export function aiFailureText(error: unknown): string {
  if (error instanceof ApiError && error.message) return error.message;
  if (error instanceof Error && error.message) return error.message;
  return "Please check your AI server settings";
}

/**
 * Generate: checks the prompt, then calls txt2img in batches of at most four (the server's cap) until the
 * variation count is reached, from the Seed box's seed or a random one below one million (spec section 7).
 */
export function useGenerate(onImages: (images: GeneratedTexture[]) => void) {
  return useMutation({
    mutationFn: async ({ form, server }: { form: GenerateForm; server: ServerAddress }) => {
      const seed = startingSeed(form.seed);
      const prompt = promptToSend(form);
      const answers: GeneratedImages[] = [];
      for (const batch of variationBatches(form.variations, seed)) {
        answers.push(
          await generateTexture({
            prompt,
            negativePrompt: form.negativePrompt,
            style: form.style,
            resolution: form.resolution,
            variations: batch.variations,
            seed: batch.seed,
            seamless: form.seamless,
            server,
          }),
        );
      }
      return answers.flatMap((answer) =>
        answer.images.map((dataUrl, i) => ({
          id: `${answer.seed + i}-${Math.random().toString(36).slice(2, 8)}`,
          dataUrl,
          prompt: form.prompt.trim(),
          seed: answer.seed + i,
          label: `Seed ${answer.seed + i}`,
          madeBy: "generate" as const,
        })),
      );
    },
    onSuccess(images) {
      onImages(images);
      toast({ title: "Textures generated!", description: `Created ${images.length} variation(s)` });
    },
    onError(error) {
      toast({ title: "Generation failed", description: aiFailureText(error), variant: "destructive" });
    },
  });
}

export { checkPrompt };
