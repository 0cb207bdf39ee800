import { useEffect } from "react";

/** The site's own title, what the landing page and every page without its own title show. */
export const SITE_TITLE = "Greenhouse — LabPBR material generator";

/**
 * Names the page in the browser tab and history: "Projects — Greenhouse". Every page read "Greenhouse —
 * LabPBR material generator", so ten tabs of the app (or a 404) could not be told apart. The site title
 * comes back when the page goes, for pages that set none.
 */
export function usePageTitle(title: string | null) {
  useEffect(() => {
    document.title = title ? `${title} — Greenhouse` : SITE_TITLE;
    return () => {
      document.title = SITE_TITLE;
    };
  }, [title]);
}
