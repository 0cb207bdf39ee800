import { useEffect, useRef, useState } from "react";

const reducedMotion = () => window.matchMedia?.("(prefers-reduced-motion: reduce)").matches ?? false;

// The source picker's file input is skipped: the result's button has just chosen the source, so the
// next thing to do is the tab's own work (a guide prompt, the Upscale button), not another upload.
const control =
  'input:not([type="file"]):not([disabled]), select:not([disabled]), textarea:not([disabled]), button:not([disabled])';

/**
 * A result card's Variations, Upscale and Use seed buttons switch the tools' tab, which sits above the
 * results: without this the switch happens off screen and nothing visibly changes. `reveal()` scrolls the
 * tools panel into view (instantly under prefers-reduced-motion) and focuses the open tab's first control,
 * once the tab has rendered. `reveal(selector)` scrolls to and focuses that control of the open tab
 * instead (the Seed box sits at the foot of a long form, below the fold on a phone).
 */
export function useRevealTools<T extends HTMLElement>() {
  const panel = useRef<T>(null);
  const target = useRef<string | undefined>(undefined);
  const [requests, setRequests] = useState(0);
  useEffect(() => {
    const element = panel.current;
    if (requests === 0 || !element) return;
    // A frame later: Radix mounts a newly selected tab's content in a second render, after this effect.
    const frame = requestAnimationFrame(() => {
      const behavior = reducedMotion() ? "auto" : "smooth";
      const tab = element.querySelector<HTMLElement>('[role="tabpanel"][data-state="active"]:not([hidden])');
      const chosen = target.current ? tab?.querySelector<HTMLElement>(target.current) : null;
      if (chosen) chosen.scrollIntoView({ behavior, block: "center" });
      else element.scrollIntoView({ behavior, block: "start" });
      (chosen ?? tab?.querySelector<HTMLElement>(control))?.focus({ preventScroll: true });
    });
    return () => cancelAnimationFrame(frame);
  }, [requests]);
  return {
    panel,
    reveal: (selector?: string) => {
      target.current = selector;
      setRequests((count) => count + 1);
    },
  };
}
