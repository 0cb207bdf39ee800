import { useSyncExternalStore } from "react";

export type DeviceClass = "mobile" | "tablet" | "desktop";

export const MOBILE_BREAKPOINT = 768;
export const TABLET_BREAKPOINT = 1024;
const MOBILE_AGENT = /Android|iPhone|iPad|iPod|Mobile/i;

/** Mobile is under 768 px or a mobile user agent; tablet is 768 to under 1024 (spec, section 2). */
export function classifyDevice(width: number, userAgent: string): DeviceClass {
  if (width < MOBILE_BREAKPOINT || MOBILE_AGENT.test(userAgent)) return "mobile";
  if (width < TABLET_BREAKPOINT) return "tablet";
  return "desktop";
}

function subscribe(onChange: () => void): () => void {
  window.addEventListener("resize", onChange);
  return () => window.removeEventListener("resize", onChange);
}

/** True when the window is narrower than 768 px: the router then drops /greenhouse and the site chrome. */
export function useNarrowScreen(): boolean {
  return useSyncExternalStore(subscribe, () => window.innerWidth < MOBILE_BREAKPOINT);
}

/** The device class of this window, updated on resize. */
export function useDeviceClass(): DeviceClass {
  return useSyncExternalStore(subscribe, () => classifyDevice(window.innerWidth, navigator.userAgent));
}

/**
 * True on a screen with no hover (a phone, a tablet without a mouse): nothing rests over a pixel there,
 * so readouts that follow the pointer say to touch instead.
 */
export function hasNoHover(): boolean {
  return window.matchMedia?.("(hover: none)").matches ?? false;
}
