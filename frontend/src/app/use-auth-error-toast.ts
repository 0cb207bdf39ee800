import { useEffect, useRef } from "react";
import { useLocation, useNavigate } from "react-router-dom";
import { toast } from "../components/toast";
import { readStored, storageKeys, writeStored } from "../lib/storage";
import { takeAuthError } from "./auth-error";

/** What the toast says when the Worker sent no sentence of its own (an empty `authError`). */
const FALLBACK = "Discord could not complete the sign-in; please try again";

/**
 * The page a sign-in was started from (an invite, a project link, the editor), taken from session
 * storage as a successful sign-in would (`useReturnAfterSignIn`); only same-site paths.
 */
function takeSignInStart(): string | undefined {
  const target = readStored("session", storageKeys.returnAfterSignIn);
  if (!target) return undefined;
  writeStored("session", storageKeys.returnAfterSignIn, "");
  return target.startsWith("/") && !target.startsWith("//") ? target : undefined;
}

/**
 * A failed or cancelled Discord sign-in comes back as `/?authError=<sentence>`: say it in a toast, then
 * take it out of the address (a replaced history entry), so a reload or coming Back to the page does not
 * say it again. Before, nothing read it and a cancelled sign-in looked as if the button did nothing.
 * The Worker always lands on "/", so a sign-in started from another page goes back to that page, where
 * its own sign-in button is, instead of leaving the person on the home page.
 */
export function useAuthErrorToast(): void {
  const location = useLocation();
  const navigate = useNavigate();
  // StrictMode runs the effect twice for one address before the replaced one arrives.
  const handled = useRef<string | null>(null);
  useEffect(() => {
    const taken = takeAuthError(location.search);
    if (!taken || handled.current === location.key) return;
    handled.current = location.key;
    toast({ title: "Sign-in failed", description: taken.message || FALLBACK, variant: "destructive" });
    const start = location.pathname === "/" ? takeSignInStart() : undefined;
    if (start) {
      navigate(start, { replace: true });
      return;
    }
    navigate(
      { pathname: location.pathname, search: taken.search, hash: location.hash },
      { replace: true, state: location.state },
    );
  }, [location, navigate]);
}
