import { BookOpen, FolderOpen, Home, LogIn, User, Wand2 } from "lucide-react";
import { Link, useLocation } from "react-router-dom";
import { useCurrentUser } from "../../lib/auth";
import { isCurrentLink } from "./nav-current";

/** The phone's bottom navigation: the four places people go most, plus the account. */
export function BottomNav() {
  const { signedIn } = useCurrentUser();
  const location = useLocation();
  const items = [
    { to: "/", label: "Home", icon: Home, end: true },
    { to: "/greenhouse", label: "Convert", icon: Wand2, end: false },
    { to: "/projects", label: "Projects", icon: FolderOpen, end: false },
    { to: "/docs", label: "Docs", icon: BookOpen, end: false },
    signedIn
      ? { to: "/projects", label: "Account", icon: User, end: true }
      : { to: "/login", label: "Login", icon: LogIn, end: false },
  ];
  return (
    <nav className="bottom-nav" aria-label="Bottom">
      {items.map(({ to, label, icon: Icon, end }) => {
        // Not NavLink: it ignores the query, and /greenhouse?view=library is the Library, not Convert.
        const current = isCurrentLink(to, location, end);
        return (
          <Link
            key={label}
            to={to}
            className={current ? "bottom-link active" : "bottom-link"}
            aria-current={current ? "page" : undefined}
          >
            <Icon size={20} aria-hidden />
            <span>{label}</span>
          </Link>
        );
      })}
    </nav>
  );
}
