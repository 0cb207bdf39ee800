import { LogOut } from "lucide-react";
import { Link } from "react-router-dom";
import { Avatar } from "../../components/Avatar";
import { buttonClass } from "../../components/Button";
import { Dialog, DialogContent } from "../../components/Dialog";
import { avatarUrl, type CurrentUser, displayDiscriminator, signOutUrl } from "../../lib/auth";

/** Who is signed in, with the way to their projects and to log out (desktop avatar menu, phone Account tab). */
export function ProfileDialog({
  user,
  open,
  onOpenChange,
}: {
  user: CurrentUser;
  open: boolean;
  onOpenChange(open: boolean): void;
}) {
  const discriminator = displayDiscriminator(user.discriminator);
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent title="Profile" description="Your Greenhouse account is your Discord account.">
        <div className="profile">
          <Avatar name={user.username} src={avatarUrl(user, 128)} size={64} />
          <div>
            <p className="profile-name">
              {user.username}
              {discriminator && <span className="muted"> {discriminator}</span>}
            </p>
            <p className="muted small">Discord ID {user.discordId}</p>
          </div>
        </div>
        <div className="dialog-footer">
          <Link className={buttonClass({ variant: "secondary" })} to="/projects" onClick={() => onOpenChange(false)}>
            My projects
          </Link>
          <a className={buttonClass({ variant: "outline" })} href={signOutUrl}>
            <LogOut size={16} aria-hidden /> Log out
          </a>
        </div>
      </DialogContent>
    </Dialog>
  );
}
