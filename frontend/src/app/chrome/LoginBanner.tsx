import { useState } from "react";
import { Link, useLocation } from "react-router-dom";
import { buttonClass } from "../../components/Button";
import { loginLinkState } from "../../features/login/lib/login-return";
import { useCurrentUser } from "../../lib/auth";
import { readStored, storageKeys, writeStored } from "../../lib/storage";

/** 'Login to unlock all features' for guests on phones; 'Later' is remembered (spec section 9 key). */
export function LoginBanner() {
  const { signedIn, isLoading } = useCurrentUser();
  const location = useLocation();
  const [dismissed, setDismissed] = useState(
    () => readStored("local", storageKeys.authNotificationDismissed) === "true",
  );
  if (signedIn || isLoading || dismissed) return null;
  return (
    <aside className="login-banner" aria-label="Sign-in reminder">
      <p>Login to unlock all features</p>
      <div className="row">
        <Link to="/login" state={loginLinkState(location)} className={buttonClass({ variant: "primary", size: "sm" })}>
          Login
        </Link>
        <button
          type="button"
          className={buttonClass({ variant: "ghost", size: "sm" })}
          onClick={() => {
            writeStored("local", storageKeys.authNotificationDismissed, "true");
            setDismissed(true);
          }}
        >
          Later
        </button>
      </div>
    </aside>
  );
}
