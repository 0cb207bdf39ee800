import { clsx } from "clsx";
import { Layers } from "lucide-react";
import { type DragEvent, useId, useState } from "react";
import { toast } from "../../../components/toast";
import { folderFromDrop, zipFolder } from "../../greenhouse/lib/folder-pack";
import { BATCH_ACCEPT } from "../lib/batch-plan";

/** The batch drop zone: many textures and pack zips at once, with a labelled picker for keyboards. */
export function BatchDrop({ onFiles }: { onFiles(files: File[]): void }) {
  const id = useId();
  const [dragging, setDragging] = useState(false);
  const onDrop = (event: DragEvent) => {
    event.preventDefault();
    setDragging(false);
    // A dropped pack folder joins the queue as its zip, as Convert's drop zone takes it.
    const folder = folderFromDrop(event.dataTransfer.items);
    if (!folder) {
      onFiles([...event.dataTransfer.files]);
      return;
    }
    folder.then(zipFolder).then(
      (zip) => onFiles([zip]),
      (error: unknown) =>
        toast({
          title: "The folder could not be read",
          description: error instanceof Error ? error.message : String(error),
          variant: "destructive",
        }),
    );
  };
  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: a drop target only; the labelled file input is the keyboard path.
    <div
      className={clsx("gh-drop batch-drop", dragging && "gh-drop-active")}
      onDragOver={(event) => {
        event.preventDefault();
        setDragging(true);
      }}
      onDragLeave={() => setDragging(false)}
      onDrop={onDrop}
    >
      <Layers size={28} className="gh-drop-icon" aria-hidden />
      <div className="batch-drop-text">
        <p className="gh-drop-title">Drop textures and resource packs here</p>
        <p className="muted small">
          PNG, JPG, GIF, TIFF, TGA or ZIP (or a pack's folder), many at once, each up to 200MB; an animated texture's
          .mcmeta goes with its image. Converted in this browser with the Convert settings and their Advanced
          processing; nothing is uploaded.
        </p>
      </div>
      <input
        id={id}
        type="file"
        multiple
        className="gh-file-input"
        // Starts with its button's words, so "click Add Files" finds it by voice (WCAG 2.5.3).
        aria-label="Add Files for the batch"
        accept={BATCH_ACCEPT}
        // The input is hidden behind its label, so it is what a keyboard focuses. Browsers open a file
        // picker on Space, but on Enter only from the keypress that may follow; a keydown with no keypress
        // after it did nothing. Enter opens it here, once (the default, and so the keypress, is cancelled).
        onKeyDown={(event) => {
          if (event.key !== "Enter" || event.repeat) return;
          event.preventDefault();
          event.currentTarget.click();
        }}
        onChange={(event) => {
          onFiles([...(event.target.files ?? [])]);
          event.target.value = "";
        }}
      />
      {/* After its input: the focus ring is drawn on the label by `.gh-file-input:focus-visible + .gh-browse`. */}
      <label htmlFor={id} className="button button-secondary button-sm gh-browse">
        Add Files
      </label>
    </div>
  );
}
