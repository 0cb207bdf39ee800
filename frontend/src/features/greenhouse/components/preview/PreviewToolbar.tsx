import { Box, Grid3x3, Pencil, RotateCcw, ZoomIn, ZoomOut } from "lucide-react";
import { IconButton } from "../../../../components/IconButton";
import type { ChannelViewId } from "../../lib/channels";

interface PreviewToolbarProps {
  views: readonly { id: ChannelViewId; label: string }[];
  view: ChannelViewId;
  onView(view: ChannelViewId): void;
  /** No texture to show: the channel view has nothing to choose from. */
  empty: boolean;
  zoom: number;
  /** Zooms by one button step: -1 out, +1 in. */
  onZoom(direction: -1 | 1): void;
  grid: boolean;
  onGrid(): void;
  onReset(): void;
  /** The shown map's name and what opens it in the Editor, when there is a map to edit. */
  edit: { name: string; open(): void } | null;
  /** Whether the 3D block is on, and its toggle, when all three maps are there to make one. */
  block3d: { on: boolean; toggle(): void } | null;
}

/** The previewer's channel view, zoom and tools (grid, reset, edit, 3D). */
export function PreviewToolbar({
  views,
  view,
  onView,
  empty,
  zoom,
  onZoom,
  grid,
  onGrid,
  onReset,
  edit,
  block3d,
}: PreviewToolbarProps) {
  return (
    <div className="gh-preview-toolbar">
      <label className="gh-inline-field">
        <span className="visually-hidden">Channel view</span>
        <select
          aria-label="Channel view"
          value={view}
          onChange={(event) => onView(event.target.value as ChannelViewId)}
          disabled={empty}
        >
          {views.map((option) => (
            <option key={option.id} value={option.id}>
              {option.label}
            </option>
          ))}
        </select>
      </label>
      <div className="gh-toolbar-buttons">
        {/* One unit when the row wraps: the zoom level stays between its two buttons. */}
        <span className="gh-zoom-group">
          <IconButton label="Zoom out" onPress={() => onZoom(-1)}>
            <ZoomOut size={16} />
          </IconButton>
          <output className="gh-zoom" aria-label="Zoom level">
            {Math.round(zoom * 100)}%
          </output>
          <IconButton label="Zoom in" onPress={() => onZoom(1)}>
            <ZoomIn size={16} />
          </IconButton>
        </span>
        {/* The tools wrap as one unit too: one by one, the 3D button (or Reset, with no texture) was
            left on a row of its own at 1180 and 1024 px on a touch tablet. */}
        <span className="gh-tool-group">
          <IconButton label="Toggle grid" pressed={grid} onPress={onGrid}>
            <Grid3x3 size={16} />
          </IconButton>
          <IconButton label="Reset view" onPress={onReset}>
            <RotateCcw size={16} />
          </IconButton>
          {edit && (
            <IconButton label={`Edit ${edit.name} in the Editor`} title="Edit in the Editor" onPress={edit.open}>
              <Pencil size={16} />
            </IconButton>
          )}
          {block3d && (
            <IconButton label="3D preview" pressed={block3d.on} onPress={block3d.toggle}>
              <Box size={16} />
            </IconButton>
          )}
        </span>
      </div>
    </div>
  );
}
