import { NavLink } from "react-router-dom";
import { desktopLinks } from "./nav-links";
import { SupportButton } from "./SupportDialog";
import { ThemeToggle } from "./ThemeToggle";
import { UserArea } from "./UserArea";

export function DesktopTopBar() {
  return (
    <header className="topbar">
      <NavLink to="/" className="brand" aria-label="Greenhouse home">
        <img src="/favicon.svg" alt="" width={28} height={28} />
        <span>Greenhouse</span>
      </NavLink>
      <nav aria-label="Main" className="topnav">
        {desktopLinks.map((link) => (
          <NavLink key={link.to} to={link.to} end={link.end} className="navlink">
            {link.label}
          </NavLink>
        ))}
      </nav>
      <div className="topbar-actions">
        <SupportButton />
        <ThemeToggle />
        <UserArea />
      </div>
    </header>
  );
}
