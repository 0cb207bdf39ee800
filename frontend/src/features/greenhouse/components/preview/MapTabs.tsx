import { handleTabListKeyDown } from "../../../../components/tab-keys";
import type { MapKind } from "../../lib/channels";

const mapLabels: Record<MapKind, string> = { base: "Base", normal: "Normal _n", specular: "Specular _s" };

/** The previewer's Base / Normal / Specular switch; `idPrefix` ties each tab to the canvas panel. */
export function MapTabs({
  maps,
  active,
  onSelect,
  idPrefix,
}: {
  maps: readonly MapKind[];
  active: MapKind;
  onSelect(map: MapKind): void;
  idPrefix: string;
}) {
  return (
    // Switching maps only redraws the canvas, so arrows select as they move (automatic activation).
    <div
      className="gh-segmented"
      role="tablist"
      aria-label="Map"
      onKeyDown={(event) => handleTabListKeyDown(event, true)}
    >
      {maps.map((map) => (
        <button
          key={map}
          type="button"
          role="tab"
          id={`${idPrefix}-tab-${map}`}
          aria-selected={map === active}
          aria-controls={`${idPrefix}-panel`}
          tabIndex={map === active ? 0 : -1}
          className="gh-segment"
          onClick={() => onSelect(map)}
        >
          {mapLabels[map]}
        </button>
      ))}
    </div>
  );
}
