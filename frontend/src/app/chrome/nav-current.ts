import { phoneSectionFromView } from "../../features/greenhouse/lib/sections";

/**
 * Whether a phone navigation link points at the page on screen. React Router's NavLink ignores the
 * query, but on a phone `/greenhouse` (the wizard) and `/greenhouse?view=library` are different
 * places, so the `view=` each one opens is compared too.
 */
export function isCurrentLink(to: string, location: { pathname: string; search: string }, end = false): boolean {
  const [path = "/", query = ""] = to.split("?");
  const samePath =
    path === "/" || end
      ? location.pathname === path
      : location.pathname === path || location.pathname.startsWith(`${path}/`);
  if (!samePath) return false;
  if (path !== "/greenhouse") return true;
  const wanted = phoneSectionFromView(new URLSearchParams(query).get("view"));
  return phoneSectionFromView(new URLSearchParams(location.search).get("view")) === wanted;
}
