import { ExternalLink } from "lucide-react";
import { Link } from "react-router-dom";

export const LABPBR_WIKI = "https://shaderlabs.org/wiki/LabPBR_Material_Standard";

export function SiteFooter() {
  return (
    <footer className="site-footer">
      <div className="footer-brand">
        <img src="/favicon.svg" alt="" width={24} height={24} />
        <span>Greenhouse</span>
        <span className="muted small">LabPBR 1.3 materials for block-game packs</span>
      </div>
      <nav aria-label="Footer" className="footer-links">
        <Link to="/converter">Quick Convert</Link>
        <Link to="/projects">Projects</Link>
        <Link to="/docs">Docs</Link>
        <a href={LABPBR_WIKI} target="_blank" rel="noreferrer">
          LabPBR standard <ExternalLink size={14} aria-hidden />
        </a>
      </nav>
    </footer>
  );
}
