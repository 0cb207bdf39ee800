import { SlidersHorizontal, Star } from "lucide-react";
import { type SectionId, sections } from "../../lib/sections";
import { FavoritesPanel } from "./FavoritesPanel";
import { PresetsPanel } from "./PresetsPanel";

/** Left Tools panel: section buttons, favourites and presets. */
export function ToolsPanel({
  active,
  onSelect,
  signedIn,
}: {
  active: SectionId;
  onSelect(id: SectionId): void;
  signedIn: boolean;
}) {
  return (
    <aside className="gh-side" aria-label="Tools">
      <div className="gh-side-scroll">
        <h2 className="gh-side-title">Tools</h2>
        <nav className="gh-tool-list">
          {sections.map((section) => (
            <button
              key={section.id}
              type="button"
              className="gh-tool"
              aria-current={section.id === active ? "page" : undefined}
              onClick={() => onSelect(section.id)}
            >
              {section.label}
            </button>
          ))}
        </nav>
        <h3 className="gh-side-title">
          <Star size={14} aria-hidden /> Favorites
        </h3>
        <FavoritesPanel signedIn={signedIn} onSelect={onSelect} />
        <h3 className="gh-side-title">
          <SlidersHorizontal size={14} aria-hidden /> Presets
        </h3>
        <PresetsPanel signedIn={signedIn} />
      </div>
    </aside>
  );
}
