import { LogOut, User } from "lucide-react";
import { useState } from "react";
import { Avatar } from "../../components/Avatar";
import { buttonClass } from "../../components/Button";
import { DiscordIcon } from "../../components/DiscordIcon";
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from "../../components/DropdownMenu";
import { avatarUrl, displayDiscriminator, signInUrl, signOutUrl, useCurrentUser } from "../../lib/auth";
import { writeStored } from "../../lib/storage";
import { RETURN_KEY } from "../use-return-after-sign-in";
import { ProfileDialog } from "./ProfileDialog";

/** Signed out: a Discord sign-in button. Signed in: the avatar menu with Profile and Log out. */
export function UserArea() {
  const { user, isLoading } = useCurrentUser();
  const [profileOpen, setProfileOpen] = useState(false);
  if (isLoading) return <span className="user-placeholder" aria-hidden />;
  if (!user) {
    return (
      <a
        className={buttonClass({ variant: "primary", size: "sm" }, "discord-button")}
        href={signInUrl}
        // Come back to this page after Discord (the callback itself always lands on "/").
        onClick={() => writeStored("session", RETURN_KEY, `${location.pathname}${location.search}`)}
      >
        {/* " with Discord" folds away on a narrow top bar but stays in the link's accessible name. */}
        <DiscordIcon />
        <span>
          Sign in<span className="topbar-foldable"> with Discord</span>
        </span>
      </a>
    );
  }
  const discriminator = displayDiscriminator(user.discriminator);
  return (
    <>
      <DropdownMenu>
        <DropdownMenuTrigger className="avatar-button" aria-label={`Account menu for ${user.username}`}>
          <Avatar name={user.username} src={avatarUrl(user)} size={32} />
        </DropdownMenuTrigger>
        <DropdownMenuContent>
          <DropdownMenuLabel>
            <strong>{user.username}</strong>
            {discriminator && <span className="muted"> {discriminator}</span>}
          </DropdownMenuLabel>
          <DropdownMenuSeparator />
          <DropdownMenuItem onSelect={() => setProfileOpen(true)}>
            <User size={16} aria-hidden /> Profile
          </DropdownMenuItem>
          <DropdownMenuItem asChild>
            <a href={signOutUrl}>
              <LogOut size={16} aria-hidden /> Log out
            </a>
          </DropdownMenuItem>
        </DropdownMenuContent>
      </DropdownMenu>
      <ProfileDialog user={user} open={profileOpen} onOpenChange={setProfileOpen} />
    </>
  );
}
