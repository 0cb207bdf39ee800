import { type DragEvent, useEffect, useId, useRef, useState } from "react";
import { useCurrentUser } from "../../../lib/auth";
import { pngFileName } from "../api/encode-png";
import { useEditorShortcuts } from "../hooks/use-editor-shortcuts";
import { useEditorState } from "../hooks/use-editor-state";
import { useOpenTexture } from "../hooks/use-open-texture";
import { stashAndSignIn, useRestoreStash } from "../hooks/use-sign-in-stash";
import { useTextureOutput } from "../hooks/use-texture-output";
import { takeEditorFile } from "../lib/editor-inbox";
import { EditorCanvas } from "./EditorCanvas";
import { FileBar } from "./FileBar";
import { KeyboardHint } from "./KeyboardHint";
import { OutputActions } from "./OutputActions";
import { PaintControls } from "./PaintControls";
import { ToolBar } from "./ToolBar";
import "../editor.css";

/** The pixel texture editor: file bar, tools, the canvas and the paint controls beside it. */
export function TextureEditor() {
  const state = useEditorState();
  const { signedIn } = useCurrentUser();
  const opener = useOpenTexture(state.actions);
  const output = useTextureOutput(state, signedIn);
  const [dropping, setDropping] = useState(false);
  const hintId = useId();
  const canvas = useRef<HTMLCanvasElement>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  useEditorShortcuts(state);
  useRestoreStash(state.actions);
  const { open } = opener;
  useEffect(() => {
    const handed = takeEditorFile();
    if (!handed) return;
    // The button that handed the file over (Library's or a project card's Edit) is gone with its section:
    // focus goes to the canvas, which draws with the arrow keys, or to the heading when the file was refused.
    void open(handed.file, handed.from, handed.project).then((opened) =>
      (opened ? canvas.current : heading.current)?.focus(),
    );
  }, [open]);

  const onDrop = (event: DragEvent) => {
    event.preventDefault();
    setDropping(false);
    const file = event.dataTransfer.files[0];
    if (file) void opener.open(file);
  };

  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: a drop target only; "Open texture" is the keyboard path.
    <div
      className={`ed-root${dropping ? " ed-dropping" : ""}`}
      onDragOver={(event) => {
        event.preventDefault();
        setDropping(true);
      }}
      onDragLeave={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setDropping(false);
      }}
      onDrop={onDrop}
    >
      <header className="ed-head">
        <h2 ref={heading} tabIndex={-1}>
          Texture editor
        </h2>
        <OutputActions
          onExport={() => void output.exportPng()}
          exporting={output.exporting}
          onConvert={() => void output.sendToConvert()}
          onSave={() => void output.saveToLibrary()}
          onSaveAsNew={() => void output.saveToLibrary({ asNew: true })}
          saving={output.saving}
          linkedName={output.linked?.fileName ?? null}
          fileName={pngFileName(state.name)}
          project={output.project}
          signedIn={signedIn}
          onSignIn={() => void stashAndSignIn(state)}
        />
      </header>
      <FileBar state={state} onOpen={(file) => void opener.open(file)} opening={opener.opening} />
      <ToolBar state={state} />
      <div className="ed-body">
        <EditorCanvas
          image={state.image}
          doc={state.doc}
          tool={state.tool}
          paint={state.paint}
          map={state.map}
          zoom={state.zoom}
          grid={state.grid}
          showAlpha={state.showAlpha}
          hintId={hintId}
          canvasRef={canvas}
          onCommit={state.actions.commit}
          onPick={state.actions.picked}
          onZoom={(direction) => (direction === "in" ? state.actions.zoomIn() : state.actions.zoomOut())}
        />
        <aside className="ed-side" aria-label="Paint">
          <KeyboardHint id={hintId} />
          <PaintControls state={state} />
        </aside>
      </div>
    </div>
  );
}
