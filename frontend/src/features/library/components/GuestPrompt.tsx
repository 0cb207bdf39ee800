import { FolderLock } from "lucide-react";
import { buttonClass } from "../../../components/Button";
import { EmptyState } from "../../../components/Card";
import { DiscordIcon } from "../../../components/DiscordIcon";
import { signInUrl } from "../../../lib/auth";
import { storageKeys, writeStored } from "../../../lib/storage";

/** Guests have no library: say so and offer the sign-in (a full-page navigation into OAuth). */
export function GuestPrompt() {
  return (
    <EmptyState
      icon={<FolderLock size={26} />}
      title="Sign in to see your uploaded content"
      action={
        <a
          className={buttonClass({ variant: "primary" })}
          href={signInUrl}
          // The OAuth callback lands on "/"; the app shell brings the user back to this section afterwards.
          onClick={() =>
            writeStored("session", storageKeys.returnAfterSignIn, `${location.pathname}${location.search}`)
          }
        >
          <DiscordIcon /> Sign in with Discord
        </a>
      }
    >
      Your library keeps the textures you upload, with previews and downloads, on every device you sign in on.
    </EmptyState>
  );
}
