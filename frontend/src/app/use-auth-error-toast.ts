import { useEffect, useRef } from "react";
import { useLocation, useNavigate } from "react-router-dom";
import { toast } from "../components/toast";
import { takeAuthError } from "./auth-error";

/** What the toast says when the Worker sent no sentence of its own (an empty `authError`). */
const FALLBACK = "Discord could not complete the sign-in; please try again";

/**
 * A failed or cancelled Discord sign-in comes back as `/?authError=<sentence>`: say it in a toast, then
 * take it out of the address (a replaced history entry), so a reload or coming Back to the page does not
 * say it again. Before, nothing read it and a cancelled sign-in looked as if the button did nothing.
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
    navigate(
      { pathname: location.pathname, search: taken.search, hash: location.hash },
      { replace: true, state: location.state },
    );
  }, [location, navigate]);
}
