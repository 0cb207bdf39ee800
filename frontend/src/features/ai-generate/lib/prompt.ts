import type { Notice } from "../../greenhouse/lib/file-checks";
import type { GenerateForm, MaterialType } from "./ai-options";

export const emptyPromptNotice: Notice = {
  title: "Please enter a prompt",
  description: "Describe the texture you want to generate.",
};

/** The server's limit on the prompt it is sent (`routes/ai.ts`), materials and tiling hint included. */
export const PROMPT_SEND_MAX = 2000;
/**
 * What the prompt box takes: the server's limit less room for what Enhance and promptToSend add (up to
 * about 75 and 150 characters), so a prompt that fits the box always fits the request.
 */
export const PROMPT_INPUT_MAX = 1750;

/** The checks before a request: an empty prompt (spec toast), and one the server would refuse as too long. */
export function checkPrompt(form: Pick<GenerateForm, "prompt" | "materials" | "seamless">): Notice | null {
  if (form.prompt.trim() === "") return emptyPromptNotice;
  const length = promptToSend(form).length;
  if (length > PROMPT_SEND_MAX) {
    return {
      title: "Prompt too long",
      description: `With the materials and tiling hint it is ${length} characters; the generator takes ${PROMPT_SEND_MAX}. Shorten it by ${length - PROMPT_SEND_MAX}.`,
    };
  }
  return null;
}

const qualityModifiers = ["highly detailed", "sharp focus", "even lighting", "top-down view", "game texture"];

/** 'Enhance' adds the quality words the prompt does not already hold (so pressing twice changes nothing). */
export function enhancePrompt(prompt: string): string {
  const lower = prompt.toLowerCase();
  const missing = qualityModifiers.filter((word) => !lower.includes(word));
  const trimmed = prompt.trim().replace(/,\s*$/, "");
  return missing.length === 0 ? trimmed : [trimmed, ...missing].filter(Boolean).join(", ");
}

const materialWords: Record<MaterialType, string> = {
  Wood: "wood",
  Stone: "stone",
  Metal: "metal",
  Fabric: "fabric",
  Glass: "glass",
  Dirt: "dirt",
  Sand: "sand",
  Grass: "grass",
  Leaves: "leaves",
  Water: "water",
  Lava: "lava",
  Ice: "ice",
};

/**
 * The prompt the server receives: the person's words, the chosen materials (the spec's generator never
 * sent them) and, when seamless is on, a tiling hint to go with the WebUI's own `tiling` switch.
 */
export function promptToSend(form: Pick<GenerateForm, "prompt" | "materials" | "seamless">): string {
  const parts = [form.prompt.trim()];
  if (form.materials.length > 0) parts.push(`${form.materials.map((m) => materialWords[m]).join(" and ")} material`);
  if (form.seamless) parts.push("seamless tileable texture");
  return parts.join(", ");
}

/**
 * The prompt a Variations call sends: the guide words (else the prompt the source was generated from)
 * with the Generate tab's materials and tiling hint, so a variation is asked for the same way its
 * source was (a review found variations sent the bare prompt and drifted from their source).
 */
export function variationPrompt(
  guide: string,
  sourcePrompt: string,
  form: Pick<GenerateForm, "materials" | "seamless">,
): string {
  const words = guide.trim() || sourcePrompt.trim();
  // With no words at all the hints alone would steer img2img off the picture; send nothing instead.
  return words ? promptToSend({ ...form, prompt: words }) : "";
}

/**
 * The server takes up to four images per call; a larger variation count becomes consecutive calls whose
 * seeds continue where the previous call's stopped, so the set matches one call of that size.
 */
export function variationBatches(count: number, seed: number): { variations: number; seed: number }[] {
  const batches: { variations: number; seed: number }[] = [];
  for (let done = 0; done < count; done += 4)
    batches.push({ variations: Math.min(4, count - done), seed: seed + done });
  return batches;
}

/** A file name from the prompt and seed: `mossy-stone-bricks-1234.png`. */
export function imageFileName(prompt: string, seed: number, suffix = ""): string {
  const slug =
    prompt
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, "-")
      .replace(/^-+|-+$/g, "")
      .slice(0, 40)
      .replace(/-+$/, "") || "texture";
  return `${slug}-${seed}${suffix}.png`;
}
