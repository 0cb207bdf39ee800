import { Pause, Play, StepBack, StepForward } from "lucide-react";
import { MS_PER_TICK, type TextureAnimation } from "../../lib/texture-animation";
import type { AnimationPlayback } from "./use-animation-playback";

/**
 * Play/pause and frame stepping for an animated texture, all plain buttons (Tab, Enter, Space). The
 * frame number is not a live region: announcing every frame would drown a screen reader. The number is
 * the frame an interpolated animation blends from; stepping and pausing always land on a whole frame.
 */
export function AnimationControls({
  animation,
  playback,
}: {
  animation: TextureAnimation;
  playback: AnimationPlayback;
}) {
  const ticks = playback.frameMs / MS_PER_TICK;
  return (
    <fieldset className="gh-animation" aria-label="Animation">
      <button
        type="button"
        className="icon-button"
        aria-label={playback.playing ? "Pause animation" : "Play animation"}
        title={playback.playing ? "Pause" : "Play"}
        onClick={playback.toggle}
      >
        {playback.playing ? <Pause size={16} aria-hidden /> : <Play size={16} aria-hidden />}
      </button>
      <button
        type="button"
        className="icon-button"
        aria-label="Previous frame"
        title="Previous frame"
        onClick={() => playback.stepBy(-1)}
      >
        <StepBack size={16} aria-hidden />
      </button>
      <button
        type="button"
        className="icon-button"
        aria-label="Next frame"
        title="Next frame"
        onClick={() => playback.stepBy(1)}
      >
        <StepForward size={16} aria-hidden />
      </button>
      <span className="gh-animation-frame" data-testid="animation-frame">
        Frame {playback.frame + 1} of {animation.frameCount}
      </span>
      <span className="muted small">
        {ticks} {ticks === 1 ? "tick" : "ticks"} ({playback.frameMs / 1000} s)
        {animation.interpolate && ", blending into the next frame"}
      </span>
    </fieldset>
  );
}
