import { LockKeyhole } from "lucide-react";
import { buttonClass } from "../../../../components/Button";
import { EmptyState } from "../../../../components/Card";
import { DiscordIcon } from "../../../../components/DiscordIcon";
import { signInUrl } from "../../../../lib/auth";
import { storageKeys, writeStored } from "../../../../lib/storage";

/**
 * A project link opened signed out (a link from a friend, or a session that ended): projects are for
 * their members, so the page asks for the sign-in and brings the person back to this project after it.
 * Before, it said "Project Not Found… you have no access" with no way in, and asked again every 12 s.
 */
export function SignInToOpen() {
  return (
    <div className="container">
      <EmptyState
        icon={<LockKeyhole size={26} />}
        title="Sign in to open this project"
        action={
          <a
            className={buttonClass({ variant: "primary" }, "discord-button")}
            href={signInUrl}
            // The OAuth callback lands on "/"; the app shell brings the user back to this project afterwards.
            onClick={() =>
              writeStored("session", storageKeys.returnAfterSignIn, `${location.pathname}${location.search}`)
            }
          >
            <DiscordIcon /> Sign in with Discord
          </a>
        }
      >
        Only a project's members can open it. Sign in with Discord and you come straight back here.
      </EmptyState>
    </div>
  );
}
