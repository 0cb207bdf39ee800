import { useEffect, useRef, useState } from "react";
import { useLocation } from "react-router-dom";

/**
 * How long the title must stay put before it is read: between two pages the site's own title comes
 * back for a moment, and a lazy page (or a project loading its name) sets its title a little later.
 */
const SETTLED_MS = 400;

/**
 * Reads out the new page's title when a link or Back changes the route. A single-page app loads no
 * page: focus stays on the link that was pressed, so a screen reader said nothing and a blind user could
 * not tell that Projects or Docs had opened. Sections of one page (`?view=`) are its tabs' business.
 */
export function RouteAnnouncer() {
  const { pathname } = useLocation();
  const [message, setMessage] = useState("");
  const loaded = useRef(pathname);

  useEffect(() => {
    // The page the browser loaded is announced by the browser itself.
    if (pathname === loaded.current) return;
    loaded.current = "";
    // Cleared first, so a title equal to the last one read (A, B, back to A... or two projects of one
    // name) is a change again.
    setMessage("");
    let timer = window.setTimeout(() => setMessage(document.title), SETTLED_MS);
    const retitled = new MutationObserver(() => {
      window.clearTimeout(timer);
      timer = window.setTimeout(() => setMessage(document.title), SETTLED_MS);
    });
    retitled.observe(document.head, { subtree: true, childList: true, characterData: true });
    return () => {
      window.clearTimeout(timer);
      retitled.disconnect();
    };
  }, [pathname]);

  return (
    <p className="visually-hidden" role="status" data-testid="route-announcer">
      {message}
    </p>
  );
}
