import type { Notice } from "../../greenhouse/lib/file-checks";
import type { GenerateForm, MaterialType } from "./ai-options";

export const emptyPromptNotice: Notice = {
  title: "Please enter a prompt",
  description: "Describe the texture you want to generate.",
};

export function checkPrompt(prompt: string): Notice | null {
  return prompt.trim() === "" ? emptyPromptNotice : null;
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
