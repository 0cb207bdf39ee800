import { useEffect } from "react";
import { useLocation } from "react-router-dom";
import { usePageTitle } from "../../../lib/page-title";
import { SiteFooterLinks } from "./DocsFooter";
import { F0Section } from "./F0Section";
import { OverviewSection } from "./OverviewSection";
import { ReferenceSection } from "./ReferenceSection";
import { TexturesSection } from "./TexturesSection";
import { ValidationSection } from "./ValidationSection";
import { WorkflowSection } from "./WorkflowSection";

const sections = [
  { id: "overview", label: "Overview" },
  { id: "textures", label: "Texture maps" },
  { id: "workflow", label: "Workflow" },
  { id: "validation", label: "Validation" },
  { id: "reference", label: "Reference" },
  { id: "f0-values", label: "F0 values" },
] as const;

/** LabPBR 1.3 documentation with the spec's anchor sections and the F0 analyser. */
export function DocsPage() {
  usePageTitle("LabPBR docs");
  const { hash } = useLocation();
  // The page is lazy-loaded, so the browser's own jump to #anchor happens before the section exists.
  useEffect(() => {
    if (!hash) return;
    document.getElementById(decodeURIComponent(hash.slice(1)))?.scrollIntoView();
  }, [hash]);

  return (
    <div className="docs">
      <aside className="docs-nav">
        <nav aria-label="On this page">
          <p className="docs-nav-title">LabPBR 1.3</p>
          <ul>
            {sections.map((section) => (
              <li key={section.id}>
                <a href={`#${section.id}`} className={hash === `#${section.id}` ? "active" : undefined}>
                  {section.label}
                </a>
              </li>
            ))}
          </ul>
        </nav>
      </aside>
      <article className="docs-content">
        <OverviewSection />
        <TexturesSection />
        <WorkflowSection />
        <ValidationSection />
        <ReferenceSection />
        <F0Section />
        <SiteFooterLinks />
      </article>
    </div>
  );
}
