import { useEffect, useState } from "react";
import type { TextureAnimation } from "../../lib/texture-animation";

const REDUCED_MOTION = "(prefers-reduced-motion: reduce)";

function reducedMotionQuery(): MediaQueryList | null {
  return typeof window.matchMedia === "function" ? window.matchMedia(REDUCED_MOTION) : null;
}

/** What makes two animations play alike: the preview is rebuilt on every settings change. */
function timelineOf(animation: TextureAnimation | undefined): string {
  if (!animation) return "";
  const steps = animation.steps.map((step) => `${step.frame}:${step.ms}`).join(",");
  return `${animation.columns}x${animation.rows} ${steps}`;
}

export interface AnimationPlayback {
  /** The frame of the sheet on screen. */
  frame: number;
  /** How long it stays, in milliseconds. */
  frameMs: number;
  playing: boolean;
  toggle(): void;
  /** One step along the animation's frame list, wrapping; it pauses, to look at that frame. */
  stepBy(delta: 1 | -1): void;
}

/**
 * The one clock of an animated texture's preview: it walks the `.mcmeta`'s frame list at each frame's
 * own time and loops, as the game does. A new animation starts at its first frame, playing, unless the
 * person asked for reduced motion: then it waits for Play (turning that setting on pauses it too). A
 * slider drag regenerates the maps but not the animation, so a paused frame stays put.
 */
export function useAnimationPlayback(animation: TextureAnimation | undefined): AnimationPlayback {
  const [step, setStep] = useState(0);
  const [playing, setPlaying] = useState(false);
  const steps = animation?.steps ?? [];
  const current = steps[Math.min(step, steps.length - 1)];
  const timeline = timelineOf(animation);
  const moves = steps.length > 1;

  // biome-ignore lint/correctness/useExhaustiveDependencies: a new timeline restarts, equal maps do not
  useEffect(() => {
    setStep(0);
    setPlaying(moves && !reducedMotionQuery()?.matches);
  }, [timeline, moves]);

  useEffect(() => {
    const query = reducedMotionQuery();
    if (!query) return;
    const pause = () => {
      if (query.matches) setPlaying(false);
    };
    query.addEventListener("change", pause);
    return () => query.removeEventListener("change", pause);
  }, []);

  const count = steps.length;
  const delay = current?.ms;
  // biome-ignore lint/correctness/useExhaustiveDependencies: each step arms the timer for the next one
  useEffect(() => {
    if (!playing || count < 2 || delay === undefined) return;
    const timer = setTimeout(() => setStep((at) => (at + 1) % count), delay);
    return () => clearTimeout(timer);
  }, [playing, count, delay, step]);

  return {
    frame: current?.frame ?? 0,
    frameMs: current?.ms ?? 0,
    playing,
    toggle: () => setPlaying((on) => !on),
    stepBy: (delta) => {
      setPlaying(false);
      setStep((at) => (at + delta + count) % Math.max(1, count));
    },
  };
}
