import { NavLink, Outlet } from "react-router-dom";

const links = [
  { to: "/", label: "Home", end: true },
  { to: "/projects", label: "Projects", end: false },
  { to: "/greenhouse", label: "Greenhouse", end: false },
  { to: "/docs", label: "Docs", end: false },
];

/** Desktop chrome around every page; narrow screens get the page alone. */
export function SiteLayout({ chrome }: { chrome: boolean }) {
  return (
    <div className="app">
      {chrome && (
        <header className="topbar">
          <NavLink to="/" className="brand">
            <img src="/favicon.svg" alt="" width={28} height={28} />
            <span>Greenhouse</span>
          </NavLink>
          <nav aria-label="Main">
            {links.map((link) => (
              <NavLink key={link.to} to={link.to} end={link.end} className="navlink">
                {link.label}
              </NavLink>
            ))}
          </nav>
        </header>
      )}
      <main className="page">
        <Outlet />
      </main>
    </div>
  );
}
