import { clsx } from "clsx";
import { FileArchive, ImageIcon, Upload } from "lucide-react";
import { type DragEvent, useId, useState } from "react";
import { toast } from "../../../../components/toast";
import { ACCEPT_ATTRIBUTE, checkUploadFile, isZipName } from "../../lib/file-checks";
import { formatFileSize } from "../../lib/format";

export interface TextureDropProps {
  file: File | null;
  onFile(file: File): void;
  disabled?: boolean;
}

/** Drop zone and Browse Files picker with the spec's client checks and toasts (section 5). */
export function TextureDrop({ file, onFile, disabled }: TextureDropProps) {
  const id = useId();
  const [dragging, setDragging] = useState(false);

  function take(candidate: File | undefined) {
    if (!candidate) return;
    const problem = checkUploadFile(candidate);
    if (problem) {
      toast({ ...problem, variant: "destructive" });
      return;
    }
    onFile(candidate);
  }

  const onDrop = (event: DragEvent) => {
    event.preventDefault();
    setDragging(false);
    if (!disabled) take(event.dataTransfer.files[0]);
  };

  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: a drop target only; the labelled file input is the keyboard path.
    <div
      className={clsx("gh-drop", dragging && "gh-drop-active", file && "gh-drop-filled")}
      onDragOver={(event) => {
        event.preventDefault();
        if (!disabled) setDragging(true);
      }}
      onDragLeave={() => setDragging(false)}
      onDrop={onDrop}
    >
      {file ? (
        <div className="gh-drop-file">
          {isZipName(file.name) ? <FileArchive size={28} aria-hidden /> : <ImageIcon size={28} aria-hidden />}
          <div>
            <strong data-testid="chosen-file">{file.name}</strong>
            <span className="muted">
              {formatFileSize(file.size)} · {isZipName(file.name) ? "Resource pack" : "Texture"}
            </span>
          </div>
        </div>
      ) : (
        <>
          <Upload size={30} className="gh-drop-icon" aria-hidden />
          <p className="gh-drop-title">Drop your textures here</p>
          <p className="muted small">PNG, JPG, TIFF, TGA or a ZIP resource pack, up to 200MB</p>
        </>
      )}
      <label htmlFor={id} className="button button-secondary button-sm gh-browse">
        {file ? "Choose another file" : "Browse Files"}
      </label>
      <input
        id={id}
        type="file"
        className="gh-file-input"
        aria-label="Texture or resource pack"
        accept={ACCEPT_ATTRIBUTE}
        disabled={disabled}
        onChange={(event) => {
          take(event.target.files?.[0]);
          event.target.value = "";
        }}
      />
    </div>
  );
}
