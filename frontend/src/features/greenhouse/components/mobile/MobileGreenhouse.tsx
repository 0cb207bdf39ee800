import { useSearchParams } from "react-router-dom";
import { phoneSectionFromView } from "../../lib/sections";
import { sectionViews } from "../sections/section-views";
import { MobileWizard } from "../wizard/MobileWizard";

/**
 * /greenhouse on a phone: the four-step conversion wizard, or, for `view=library|editor|ai` (the side
 * sheet's Library, Editor and AI Tools), that workspace section alone in one column. It stays inside
 * the page's convert session, so "Convert" from the editor or AI lands in the wizard with the file.
 */
export function MobileGreenhouse() {
  const [params] = useSearchParams();
  const section = phoneSectionFromView(params.get("view"));
  if (!section) return <MobileWizard />;
  const View = sectionViews[section];
  return (
    <div className="gh-phone-section" data-section={section}>
      <View />
    </div>
  );
}
