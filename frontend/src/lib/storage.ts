/** localStorage/sessionStorage that never throws (private windows and blocked storage just forget). */
export function readStored(storage: "local" | "session", key: string): string | null {
  try {
    return (storage === "local" ? window.localStorage : window.sessionStorage).getItem(key);
  } catch {
    return null;
  }
}

/** Stores a value; false when storage is unavailable or full (callers that carry work must say so). */
export function writeStored(storage: "local" | "session", key: string, value: string): boolean {
  try {
    (storage === "local" ? window.localStorage : window.sessionStorage).setItem(key, value);
    return true;
  } catch {
    // Storage unavailable or over its quota: the choice lasts for this page only.
    return false;
  }
}

/** The spec's storage keys (section 9), named once. */
export const storageKeys = {
  theme: "greenhouse-theme",
  authNotificationDismissed: "authNotificationDismissed",
  pwaPromptDismissed: "pwa-prompt-dismissed",
  /** Session storage: the page to return to after the OAuth round trip (the callback lands on "/"). */
  returnAfterSignIn: "greenhouse-after-sign-in",
  /** Local storage: the job cards closed (`<job id>:<stage>`, stage running, completed or failed), so a reload does not bring them back. */
  closedJobCards: "greenhouse-closed-job-cards",
  seenJobCards: "greenhouse-seen-job-cards",
  /** Session storage: whether the workspace folded the bottom panel for the Editor, or the person keeps it. */
  bottomForEditor: "greenhouse-bottom-for-editor",
} as const;
