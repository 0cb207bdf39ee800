import { useEffect } from "react";
import { useNavigate } from "react-router-dom";
import { useCurrentUser } from "../lib/auth";
import { readStored, storageKeys, writeStored } from "../lib/storage";

export const RETURN_KEY = storageKeys.returnAfterSignIn;

/**
 * The OAuth callback always lands on "/". A page that sends someone to sign in (an invite link) leaves
 * its path in session storage; once the user is signed in this takes them back there, once.
 */
export function useReturnAfterSignIn(): void {
  const { signedIn } = useCurrentUser();
  const navigate = useNavigate();
  useEffect(() => {
    if (!signedIn) return;
    const target = readStored("session", RETURN_KEY);
    if (!target) return;
    writeStored("session", RETURN_KEY, "");
    // Only same-site paths: never follow a stored absolute URL.
    if (target.startsWith("/") && !target.startsWith("//")) navigate(target, { replace: true });
  }, [signedIn, navigate]);
}
