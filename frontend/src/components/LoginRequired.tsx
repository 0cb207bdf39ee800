import type { ReactElement } from "react";
import { signInUrl, useCurrentUser } from "../lib/auth";
import { storageKeys, writeStored } from "../lib/storage";
import { Tooltip } from "./Tooltip";
import { toast } from "./toast";

export const LOGIN_REQUIRED_TEXT = "Login required to access this feature";

/**
 * Wraps a gated control: when nobody is signed in, hovering or focusing it for 2 s shows the spec's
 * 'Login required to access this feature' hint. Signed-in users see the control alone.
 * Touch screens never hover, so a control with no guest behaviour of its own should also call
 * `showLoginRequired()` when a guest taps it.
 */
export function LoginRequired({ children }: { children: ReactElement }) {
  const { signedIn } = useCurrentUser();
  if (signedIn) return children;
  return (
    <Tooltip content={LOGIN_REQUIRED_TEXT} delayDuration={2000}>
      {children}
    </Tooltip>
  );
}

/** The same hint as a toast, with the way in: sign in, then come back to this page. */
export function showLoginRequired(description = "Sign in with Discord to use it."): void {
  toast({
    title: LOGIN_REQUIRED_TEXT,
    description,
    action: {
      label: "Sign in with Discord",
      href: signInUrl,
      // The OAuth callback lands on "/"; the app shell brings the user back here afterwards.
      onSelect: () => writeStored("session", storageKeys.returnAfterSignIn, `${location.pathname}${location.search}`),
    },
  });
}
