import { Brush, Circle, Droplet, Eraser, Grid3x3, Pipette, Redo2, Square, Undo2, ZoomIn, ZoomOut } from "lucide-react";
import type { ReactNode } from "react";
import type { EditorState } from "../hooks/use-editor-state";
import { eraserTitle } from "../lib/map-kind";
import { type EditorTool, editorTools } from "../lib/tools";
import { MAX_ZOOM, MIN_ZOOM } from "../lib/view";

const toolIcons: Record<EditorTool, ReactNode> = {
  brush: <Brush size={16} aria-hidden />,
  eraser: <Eraser size={16} aria-hidden />,
  picker: <Pipette size={16} aria-hidden />,
  rect: <Square size={16} aria-hidden />,
  circle: <Circle size={16} aria-hidden />,
};

/** One icon button of the toolbar; `pressed` makes it a toggle. */
function ToolButton({
  label,
  title,
  icon,
  pressed,
  disabled,
  onClick,
}: {
  label: string;
  title: string;
  icon: ReactNode;
  pressed?: boolean;
  disabled?: boolean;
  onClick(): void;
}) {
  return (
    <button
      type="button"
      className="ed-tool"
      aria-label={label}
      aria-pressed={pressed}
      title={title}
      disabled={disabled}
      onClick={onClick}
    >
      {icon}
    </button>
  );
}

/** Tools, history, and the view (grid, alpha, zoom) in one toolbar row. */
export function ToolBar({ state }: { state: EditorState }) {
  const { tool, zoom, grid, showAlpha, canUndo, canRedo, actions, map } = state;
  return (
    <div className="ed-toolbar" role="toolbar" aria-label="Editor tools">
      <fieldset className="ed-group ed-tools">
        <legend className="visually-hidden">Tool</legend>
        {editorTools.map((item) => (
          <ToolButton
            key={item.id}
            label={item.label}
            title={item.id === "eraser" ? eraserTitle[map] : `${item.label} (${item.key.toUpperCase()})`}
            pressed={tool === item.id}
            onClick={() => actions.setTool(item.id)}
            icon={toolIcons[item.id]}
          />
        ))}
      </fieldset>
      <div className="ed-group">
        <ToolButton
          label="Undo"
          title="Undo (Ctrl+Z)"
          disabled={!canUndo}
          onClick={actions.undo}
          icon={<Undo2 size={16} aria-hidden />}
        />
        <ToolButton
          label="Redo"
          title="Redo (Ctrl+Shift+Z or Ctrl+Y)"
          disabled={!canRedo}
          onClick={actions.redo}
          icon={<Redo2 size={16} aria-hidden />}
        />
      </div>
      <div className="ed-group">
        <ToolButton
          label="Grid"
          title="Grid (G)"
          pressed={grid}
          onClick={actions.toggleGrid}
          icon={<Grid3x3 size={16} aria-hidden />}
        />
        <ToolButton
          label="Show alpha"
          title="Show alpha (off: see the colour of map pixels whose alpha holds height or emission)"
          pressed={showAlpha}
          onClick={actions.toggleAlpha}
          icon={<Droplet size={16} aria-hidden />}
        />
        <ToolButton
          label="Zoom out"
          title="Zoom out (-)"
          disabled={zoom <= MIN_ZOOM}
          onClick={actions.zoomOut}
          icon={<ZoomOut size={16} aria-hidden />}
        />
        <button
          type="button"
          className="ed-zoom"
          title="Reset zoom"
          aria-label={`Zoom ${Math.round(zoom * 100)}%, reset`}
          onClick={actions.resetZoom}
        >
          {Math.round(zoom * 100)}%
        </button>
        <ToolButton
          label="Zoom in"
          title="Zoom in (+)"
          disabled={zoom >= MAX_ZOOM}
          onClick={actions.zoomIn}
          icon={<ZoomIn size={16} aria-hidden />}
        />
      </div>
    </div>
  );
}
