import { BookOpen, FolderOpen, Home, LogIn, User, Wand2 } from "lucide-react";
import { useState } from "react";
import { Link, useLocation } from "react-router-dom";
import { loginLinkState } from "../../features/login/lib/login-return";
import { useCurrentUser } from "../../lib/auth";
import { isCurrentLink } from "./nav-current";
import { ProfileDialog } from "./ProfileDialog";

/**
 * The phone's bottom navigation: the four places people go most, plus Login, or for a signed-in user
 * Account, which opens their profile (name, My projects, Log out) as the desktop avatar menu does.
 */
export function BottomNav() {
  const { user } = useCurrentUser();
  const location = useLocation();
  const [profileOpen, setProfileOpen] = useState(false);
  const links = [
    { to: "/", label: "Home", icon: Home, end: true },
    { to: "/greenhouse", label: "Convert", icon: Wand2, end: false },
    { to: "/projects", label: "Projects", icon: FolderOpen, end: false },
    { to: "/docs", label: "Docs", icon: BookOpen, end: false },
    ...(user ? [] : [{ to: "/login", label: "Login", icon: LogIn, end: false }]),
  ];
  return (
    <nav className="bottom-nav" aria-label="Bottom">
      {links.map(({ to, label, icon: Icon, end }) => {
        // Not NavLink: it ignores the query, and /greenhouse?view=library is the Library, not Convert.
        const current = isCurrentLink(to, location, end);
        return (
          <Link
            key={label}
            to={to}
            state={to === "/login" ? loginLinkState(location) : undefined}
            className={current ? "bottom-link active" : "bottom-link"}
            aria-current={current ? "page" : undefined}
          >
            <Icon size={20} aria-hidden />
            <span>{label}</span>
          </Link>
        );
      })}
      {user && (
        <>
          <button
            type="button"
            className={profileOpen ? "bottom-link active" : "bottom-link"}
            aria-haspopup="dialog"
            onClick={() => setProfileOpen(true)}
          >
            <User size={20} aria-hidden />
            <span>Account</span>
          </button>
          <ProfileDialog user={user} open={profileOpen} onOpenChange={setProfileOpen} />
        </>
      )}
    </nav>
  );
}
