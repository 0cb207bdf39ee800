/** The four wizard steps (product spec, section 2: Mobile /greenhouse wizard). */
export const wizardSteps = [
  { title: "Upload", subtitle: "Choose textures" },
  { title: "Settings", subtitle: "Configure conversion" },
  { title: "Advanced", subtitle: "Fine-tune processing" },
  { title: "Preview", subtitle: "Review results" },
] as const;

export const LAST_STEP = wizardSteps.length - 1;

/** Moves within 0..3; Previous is disabled on the first step and Next on the last. */
export function clampStep(step: number): number {
  return Math.max(0, Math.min(LAST_STEP, step));
}

export function stepLabel(step: number): string {
  return `Step ${clampStep(step) + 1} of ${wizardSteps.length}`;
}
