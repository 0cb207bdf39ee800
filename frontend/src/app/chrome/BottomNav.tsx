import { BookOpen, FolderOpen, Home, LogIn, User, Wand2 } from "lucide-react";
import { NavLink } from "react-router-dom";
import { useCurrentUser } from "../../lib/auth";

/** The phone's bottom navigation: the four places people go most, plus the account. */
export function BottomNav() {
  const { signedIn } = useCurrentUser();
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
      {items.map(({ to, label, icon: Icon, end }) => (
        <NavLink key={label} to={to} end={end} className="bottom-link">
          <Icon size={20} aria-hidden />
          <span>{label}</span>
        </NavLink>
      ))}
    </nav>
  );
}
