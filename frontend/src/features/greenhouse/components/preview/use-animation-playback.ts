import { useEffect, useRef, useState } from "react";
import { blendAt } from "../../lib/frame-blend";
import {
  type AnimationInstant,
  advance,
  MS_PER_TICK,
  type TextureAnimation,
  ticksOf,
} from "../../lib/texture-animation";

const REDUCED_MOTION = "(prefers-reduced-motion: reduce)";
const START: AnimationInstant = { step: 0, tick: 0 };

function reducedMotionQuery(): MediaQueryList | null {
  return typeof window.matchMedia === "function" ? window.matchMedia(REDUCED_MOTION) : null;
}

/** What makes two animations play alike: the preview is rebuilt on every settings change. */
function timelineOf(animation: TextureAnimation | undefined): string {
  if (!animation) return "";
  const steps = animation.steps.map((step) => `${step.frame}:${step.ms}`).join(",");
  return `${animation.columns}x${animation.rows} ${steps}${animation.interpolate ? " blended" : ""}`;
}

export interface AnimationPlayback {
  /** The frame of the sheet on screen (while an interpolated animation plays, the one it blends from). */
  frame: number;
  /** How long it stays, in milliseconds. */
  frameMs: number;
  /** The frame being blended in, and how much of it (0 to 1): 0 when paused or not interpolated. */
  nextFrame: number;
  blend: number;
  playing: boolean;
  toggle(): void;
  /** One step along the animation's frame list, wrapping; it pauses, to look at that frame. */
  stepBy(delta: 1 | -1): void;
}

/**
 * The one clock of an animated texture's preview: it walks the `.mcmeta`'s frame list at each frame's
 * own time and loops, as the game does. An interpolated animation moves every game tick (the game
 * uploads a blended frame each tick), any other only when its frame changes. A new animation starts at
 * its first frame, playing, unless the person asked for reduced motion: then it waits for Play (turning
 * that setting on pauses it too). Pausing goes back to the start of the frame on screen, so a paused
 * preview always shows a whole frame. A slider drag regenerates the maps but not the animation, so a
 * paused frame stays put.
 */
export function useAnimationPlayback(animation: TextureAnimation | undefined): AnimationPlayback {
  const [at, setAt] = useState<AnimationInstant>(START);
  const [playing, setPlaying] = useState(false);
  const latest = useRef(animation);
  latest.current = animation;
  const steps = animation?.steps ?? [];
  const count = steps.length;
  // Until a new timeline's reset lands, an instant from the old one may point past the new list.
  const step = Math.max(0, Math.min(at.step, count - 1));
  const current = steps[step];
  const timeline = timelineOf(animation);
  const moves = count > 1;
  const interpolate = animation?.interpolate === true;
  const later = (ticks: number) => setAt((now) => (latest.current ? advance(latest.current, now, ticks) : now));
  const pause = () => {
    setPlaying(false);
    setAt((now) => (now.tick === 0 ? now : { step: now.step, tick: 0 }));
  };

  // biome-ignore lint/correctness/useExhaustiveDependencies: a new timeline restarts, equal maps do not
  useEffect(() => {
    setAt(START);
    setPlaying(moves && !reducedMotionQuery()?.matches);
  }, [timeline, moves]);

  // biome-ignore lint/correctness/useExhaustiveDependencies: pause only reads state setters
  useEffect(() => {
    const query = reducedMotionQuery();
    if (!query) return;
    const onChange = () => {
      if (query.matches) pause();
    };
    query.addEventListener("change", onChange);
    return () => query.removeEventListener("change", onChange);
  }, []);

  // Blending: one game tick at a time, on an interval so the ticks keep the game's pace.
  // biome-ignore lint/correctness/useExhaustiveDependencies: later reads the animation through a ref
  useEffect(() => {
    if (!playing || !moves || !interpolate) return;
    const timer = setInterval(() => later(1), MS_PER_TICK);
    return () => clearInterval(timer);
  }, [playing, moves, interpolate, timeline]);

  // Stepping: one timer per frame, for the ticks left of it.
  const left = ticksOf(current) - at.tick;
  // biome-ignore lint/correctness/useExhaustiveDependencies: each step arms the timer for the next one
  useEffect(() => {
    if (!playing || !moves || interpolate) return;
    const timer = setTimeout(() => later(left), left * MS_PER_TICK);
    return () => clearTimeout(timer);
  }, [playing, moves, interpolate, left, at]);

  const shown = animation && playing ? blendAt(animation, { step, tick: at.tick }) : null;
  return {
    frame: current?.frame ?? 0,
    frameMs: current?.ms ?? 0,
    nextFrame: shown?.next ?? current?.frame ?? 0,
    blend: shown?.amount ?? 0,
    playing,
    toggle: () => (playing ? pause() : setPlaying(true)),
    stepBy: (delta) => {
      setPlaying(false);
      setAt((now) => ({ step: (now.step + delta + count) % Math.max(1, count), tick: 0 }));
    },
  };
}
