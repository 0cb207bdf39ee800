import { handleTabListKeyDown } from "../../../../components/tab-keys";
import { type SectionId, sections } from "../../lib/sections";

/**
 * The eight-section tab bar; the active section is kept in `view=` so links and reloads keep it.
 * One Tab stop with arrow keys inside (WAI-ARIA tabs). Activation is manual: a section such as the
 * editor or AI Generate is a whole tool, so arrows only move focus and Enter or Space opens it.
 */
export function SectionTabs({ active, onSelect }: { active: SectionId; onSelect(id: SectionId): void }) {
  return (
    <div
      className="gh-tabbar"
      role="tablist"
      aria-label="Greenhouse sections"
      onKeyDown={(event) => handleTabListKeyDown(event, false)}
    >
      {sections.map((section) => (
        <button
          key={section.id}
          type="button"
          role="tab"
          id={`gh-tab-${section.id}`}
          aria-selected={section.id === active}
          aria-controls="gh-section"
          tabIndex={section.id === active ? 0 : -1}
          className="gh-tab"
          onClick={() => onSelect(section.id)}
        >
          {section.label}
        </button>
      ))}
    </div>
  );
}
