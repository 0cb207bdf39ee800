import { clsx } from "clsx";
import { type DragEvent, type ReactNode, useState } from "react";

/**
 * Lets files be dropped anywhere on the library; the Upload button stays the keyboard path. Only drags
 * that carry files light it up, so dragging a card's image around does nothing.
 */
export function LibraryDropTarget({ onFiles, children }: { onFiles(files: File[]): void; children: ReactNode }) {
  const [over, setOver] = useState(false);
  const carriesFiles = (event: DragEvent) => event.dataTransfer.types.includes("Files");
  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: a drop target only; the Upload button is the keyboard path.
    <div
      className={clsx("lib", over && "lib-drop-over")}
      onDragOver={(event) => {
        if (!carriesFiles(event)) return;
        event.preventDefault();
        setOver(true);
      }}
      onDragLeave={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setOver(false);
      }}
      onDrop={(event) => {
        if (!carriesFiles(event)) return;
        event.preventDefault();
        setOver(false);
        onFiles(Array.from(event.dataTransfer.files));
      }}
    >
      {children}
      {over && (
        <p className="lib-drop-hint" aria-hidden>
          Drop to add to your library
        </p>
      )}
    </div>
  );
}
