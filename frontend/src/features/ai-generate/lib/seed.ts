import type { Notice } from "../../greenhouse/lib/file-checks";

/** Stable Diffusion WebUI takes a 32-bit unsigned seed (`aiSeed` on the server). */
export const SEED_MAX = 2 ** 32 - 1;

/**
 * The Seed box: blank asks for a random seed (spec section 7, below one million); a whole number gives
 * that seed, so typing a result's seed with the same prompt and settings makes that texture again.
 */
export function typedSeed(text: string | undefined): number | null {
  const trimmed = (text ?? "").trim();
  if (trimmed === "" || !/^\d+$/.test(trimmed)) return null;
  const seed = Number(trimmed);
  return seed <= SEED_MAX ? seed : null;
}

/** Refuses a Seed box that is neither blank nor a seed the server takes. */
export function checkSeed(text: string | undefined): Notice | null {
  if ((text ?? "").trim() === "" || typedSeed(text) !== null) return null;
  return {
    title: "Invalid seed",
    description: `Seed must be a whole number from 0 to ${SEED_MAX}, or blank for a random one.`,
  };
}

/** The seed a request starts from: the typed one, else a random one below one million. */
export function startingSeed(text: string | undefined, random: () => number = Math.random): number {
  return typedSeed(text) ?? Math.floor(random() * 1_000_000);
}
