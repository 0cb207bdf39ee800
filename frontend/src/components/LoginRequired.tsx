import type { ReactElement } from "react";
import { useCurrentUser } from "../lib/auth";
import { Tooltip } from "./Tooltip";

export const LOGIN_REQUIRED_TEXT = "Login required to access this feature";

/**
 * Wraps a gated control: when nobody is signed in, hovering or focusing it for 2 s shows the spec's
 * 'Login required to access this feature' hint. Signed-in users see the control alone.
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
