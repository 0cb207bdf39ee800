import { type SectionId, sections } from "../../lib/sections";

/** The eight-section tab bar; the active section is kept in `view=` so links and reloads keep it. */
export function SectionTabs({ active, onSelect }: { active: SectionId; onSelect(id: SectionId): void }) {
  return (
    <div className="gh-tabbar" role="tablist" aria-label="Greenhouse sections">
      {sections.map((section) => (
        <button
          key={section.id}
          type="button"
          role="tab"
          id={`gh-tab-${section.id}`}
          aria-selected={section.id === active}
          aria-controls="gh-section"
          className="gh-tab"
          onClick={() => onSelect(section.id)}
        >
          {section.label}
        </button>
      ))}
    </div>
  );
}
