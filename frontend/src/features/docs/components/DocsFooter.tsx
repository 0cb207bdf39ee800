import { Link } from "react-router-dom";

export function SiteFooterLinks() {
  return (
    <footer className="docs-footer muted small">
      <p>
        Found something that disagrees with the standard? The LabPBR wiki is the source of truth; Greenhouse follows it.{" "}
        <Link to="/converter">Try Quick Convert</Link>.
      </p>
    </footer>
  );
}
