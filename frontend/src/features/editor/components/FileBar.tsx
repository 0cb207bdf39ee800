import { FilePlus2, FolderOpen } from "lucide-react";
import { useId } from "react";
import { useStickyState } from "../../../lib/sticky-state";
import type { EditorState } from "../hooks/use-editor-state";
import { EDITOR_EXTENSIONS } from "../hooks/use-open-texture";
import { blankTexture } from "../lib/paint";
import { DEFAULT_TEXTURE_SIZE, MAX_EDITOR_SIDE, newTextureSizes } from "../lib/view";

interface FileBarProps {
  state: EditorState;
  onOpen(file: File): void;
  opening: boolean;
}

/** Open a file or start a new texture of a chosen size, and the name it is exported and saved under. */
export function FileBar({ state, onOpen, opening }: FileBarProps) {
  const openId = useId();
  const sizeId = useId();
  const nameId = useId();
  const [size, setSize] = useStickyState<number>("editor-new-size", DEFAULT_TEXTURE_SIZE);
  return (
    <div className="ed-filebar">
      <div className="ed-group">
        <label
          htmlFor={openId}
          className="button button-outline button-sm ed-open"
          title={`Open a PNG, JPG, TGA, TIFF or BMP up to ${MAX_EDITOR_SIDE}×${MAX_EDITOR_SIDE} (or drop it on the editor)`}
          aria-busy={opening || undefined}
        >
          <FolderOpen size={15} aria-hidden />
          {opening ? "Opening..." : "Open texture"}
        </label>
        <input
          id={openId}
          type="file"
          className="visually-hidden-input"
          aria-label="Open texture"
          accept={EDITOR_EXTENSIONS.join(",")}
          disabled={opening}
          onChange={(event) => {
            const file = event.target.files?.[0];
            event.target.value = "";
            if (file) onOpen(file);
          }}
        />
      </div>
      {/*
        The size and New are one joined control, apart from the name: beside the name, "256×256" read as
        the open texture's size when a 16×16 was open. The open texture's own size sits by its name.
      */}
      <fieldset className="ed-new">
        <legend className="visually-hidden">New texture</legend>
        <label htmlFor={sizeId} className="visually-hidden">
          New texture size
        </label>
        <select
          id={sizeId}
          className="input ed-size"
          title="Size of the next New texture (the open one keeps its own)"
          value={size}
          onChange={(event) => setSize(Number(event.target.value))}
        >
          {newTextureSizes.map((side) => (
            <option key={side} value={side}>
              {side}×{side}
            </option>
          ))}
        </select>
        <button
          type="button"
          className="button button-ghost button-sm"
          title={`Start a blank ${size}×${size} texture`}
          onClick={() => {
            state.actions.open("texture", blankTexture(size));
          }}
        >
          <FilePlus2 size={15} aria-hidden />
          New
        </button>
      </fieldset>
      <div className="ed-name">
        <label htmlFor={nameId} className="visually-hidden">
          Texture name
        </label>
        <input
          id={nameId}
          className="input"
          value={state.name}
          maxLength={120}
          spellCheck={false}
          onChange={(event) => state.actions.rename(event.target.value)}
        />
        <span className="muted small">.png</span>
        <span className="ed-dims muted small" title="The open texture's size">
          <span className="visually-hidden">Open texture size </span>
          {state.image.width}×{state.image.height}
        </span>
      </div>
    </div>
  );
}
