import { useRef } from "react";
import { Navigate, useSearchParams } from "react-router-dom";
import { useKeptFocus } from "../../../../lib/kept-focus";
import { type PhoneSectionId, phoneSectionFromView, sections } from "../../lib/sections";
import { sectionViews } from "../sections/section-views";
import { MobileWizard } from "../wizard/MobileWizard";

/**
 * /greenhouse on a phone: the four-step conversion wizard, or, for a tool's `view=` (the side sheet's
 * Library, Editor and AI Tools; the home page's Templates, Batch and Quality), that workspace section
 * alone in one column. It stays inside the page's convert session, so "Convert" from the editor or AI
 * lands in the wizard with the file. A desktop link to the Projects tab opens the phone's Projects page.
 */
export function MobileGreenhouse() {
  const [params] = useSearchParams();
  if (params.get("view") === "dashboard") return <Navigate to="/projects" replace />;
  const section = phoneSectionFromView(params.get("view"));
  if (!section) return <MobileWizard />;
  return <PhoneSection section={section} />;
}

/** One workspace section alone in one column. */
function PhoneSection({ section }: { section: PhoneSectionId }) {
  const root = useRef<HTMLDivElement>(null);
  // The window crossing 768 px swaps this for the desktop workspace's copy of the section, and back: the
  // control a person was using keeps focus (the workspace's centre uses the same key).
  useKeptFocus(section, root);
  const View = sectionViews[section];
  return (
    <div className="gh-phone-section" data-section={section} ref={root}>
      {/* The phone shows the section alone under the app bar: screen readers still need its page heading. */}
      <h1 className="visually-hidden">{sections.find((entry) => entry.id === section)?.label}</h1>
      <View />
    </div>
  );
}
