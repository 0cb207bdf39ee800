import { Brush, FolderOpen, Home, Library, LogIn, LogOut, Menu, Sparkles, Wand2 } from "lucide-react";
import { useState } from "react";
import { Link, NavLink, useLocation } from "react-router-dom";
import { Dialog, DialogContent, DialogTrigger } from "../../components/Dialog";
import { loginLinkState } from "../../features/login/lib/login-return";
import { signOutUrl, useCurrentUser } from "../../lib/auth";
import { isCurrentLink } from "./nav-current";

/**
 * The side sheet of the phone shell. Convert opens the phone's /greenhouse wizard; Library, Editor and
 * AI Tools open those workspace sections on their own, laid out for the phone (`/greenhouse?view=`).
 */
const items = [
  { to: "/greenhouse", label: "Convert", icon: Wand2 },
  { to: "/projects", label: "Projects", icon: FolderOpen },
  { to: "/greenhouse?view=library", label: "Library", icon: Library },
  { to: "/greenhouse?view=editor", label: "Editor", icon: Brush },
  { to: "/greenhouse?view=ai", label: "AI Tools", icon: Sparkles },
  { to: "/", label: "Home", icon: Home },
] as const;

export function MobileSheet() {
  const [open, setOpen] = useState(false);
  const { signedIn } = useCurrentUser();
  const location = useLocation();
  const isCurrent = (to: string) => isCurrentLink(to, location);
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger className="icon-button" aria-label="Open navigation">
        <Menu size={22} aria-hidden />
      </DialogTrigger>
      <DialogContent layout="sheet" title="Greenhouse" description="LabPBR tools in your pocket">
        <nav aria-label="Mobile" className="sheet-nav">
          {items.map(({ to, label, icon: Icon }) => (
            <Link
              key={label}
              to={to}
              className={isCurrent(to) ? "sheet-link active" : "sheet-link"}
              aria-current={isCurrent(to) ? "page" : undefined}
              onClick={() => setOpen(false)}
            >
              <Icon size={18} aria-hidden /> {label}
            </Link>
          ))}
          {signedIn ? (
            <a className="sheet-link" href={signOutUrl}>
              <LogOut size={18} aria-hidden /> Logout
            </a>
          ) : (
            <NavLink to="/login" state={loginLinkState(location)} className="sheet-link" onClick={() => setOpen(false)}>
              <LogIn size={18} aria-hidden /> Login
            </NavLink>
          )}
        </nav>
      </DialogContent>
    </Dialog>
  );
}
