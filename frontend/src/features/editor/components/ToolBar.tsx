import { Brush, Circle, Droplet, Eraser, Grid3x3, Pipette, Redo2, Square, Undo2, ZoomIn, ZoomOut } from "lucide-react";
import type { ReactNode } from "react";
import type { EditorState } from "../hooks/use-editor-state";
import { type EditorTool, editorTools } from "../lib/tools";
import { MAX_ZOOM, MIN_ZOOM } from "../lib/view";

const toolIcons: Record<EditorTool, ReactNode> = {
  brush: <Brush size={16} aria-hidden />,
  eraser: <Eraser size={16} aria-hidden />,
  picker: <Pipette size={16} aria-hidden />,
  rect: <Square size={16} aria-hidden />,
  circle: <Circle size={16} aria-hidden />,
};

/** Tools, history, and the view (grid, alpha, zoom) in one toolbar row. */
export function ToolBar({ state }: { state: EditorState }) {
  const { tool, zoom, grid, showAlpha, canUndo, canRedo, actions } = state;
  return (
    <div className="ed-toolbar" role="toolbar" aria-label="Editor tools">
      <fieldset className="ed-group ed-tools">
        <legend className="visually-hidden">Tool</legend>
        {editorTools.map((item) => (
          <button
            key={item.id}
            type="button"
            aria-pressed={tool === item.id}
            className="ed-tool"
            title={`${item.label} (${item.key.toUpperCase()})`}
            aria-label={item.label}
            onClick={() => actions.setTool(item.id)}
          >
            {toolIcons[item.id]}
          </button>
        ))}
      </fieldset>
      <div className="ed-group">
        <button
          type="button"
          className="ed-tool"
          aria-label="Undo"
          title="Undo (Ctrl+Z)"
          disabled={!canUndo}
          onClick={actions.undo}
        >
          <Undo2 size={16} aria-hidden />
        </button>
        <button
          type="button"
          className="ed-tool"
          aria-label="Redo"
          title="Redo (Ctrl+Shift+Z or Ctrl+Y)"
          disabled={!canRedo}
          onClick={actions.redo}
        >
          <Redo2 size={16} aria-hidden />
        </button>
      </div>
      <div className="ed-group">
        <button
          type="button"
          className="ed-tool"
          aria-label="Grid"
          aria-pressed={grid}
          title="Grid (G)"
          onClick={actions.toggleGrid}
        >
          <Grid3x3 size={16} aria-hidden />
        </button>
        <button
          type="button"
          className="ed-tool"
          aria-label="Show alpha"
          aria-pressed={showAlpha}
          title="Show alpha (off: see the colour of map pixels whose alpha holds height or emission)"
          onClick={actions.toggleAlpha}
        >
          <Droplet size={16} aria-hidden />
        </button>
        <button
          type="button"
          className="ed-tool"
          aria-label="Zoom out"
          title="Zoom out (-)"
          disabled={zoom <= MIN_ZOOM}
          onClick={actions.zoomOut}
        >
          <ZoomOut size={16} aria-hidden />
        </button>
        <button
          type="button"
          className="ed-zoom"
          title="Reset zoom"
          aria-label={`Zoom ${Math.round(zoom * 100)}%, reset`}
          onClick={actions.resetZoom}
        >
          {Math.round(zoom * 100)}%
        </button>
        <button
          type="button"
          className="ed-tool"
          aria-label="Zoom in"
          title="Zoom in (+)"
          disabled={zoom >= MAX_ZOOM}
          onClick={actions.zoomIn}
        >
          <ZoomIn size={16} aria-hidden />
        </button>
      </div>
    </div>
  );
}
