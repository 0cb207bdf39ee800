import { naturalCompare } from "@greenhouse/wasm-pipeline";
import { clsx } from "clsx";
import { FileArchive, Film, FolderOpen, ImageIcon, Upload } from "lucide-react";
import { type DragEvent, useId, useRef, useState } from "react";
import { toast } from "../../../../components/toast";
import { animatedTexture } from "../../lib/animated-texture";
import { ACCEPT_ATTRIBUTE, isZipName } from "../../lib/file-checks";
import { contentProblem } from "../../lib/file-content";
import { type ChosenFolder, folderFromDrop, folderFromInput, zipFolder } from "../../lib/folder-pack";
import { formatFileSize } from "../../lib/format";
import { checkSelection, type InputType } from "../../lib/input-source";

const notOneFolderNotice = {
  title: "Choose one folder",
  description: "Choose Folder takes a resource pack's folder; use Browse Files for single files.",
};

export interface TextureDropProps {
  files: readonly File[];
  onFiles(files: File[]): void;
  /** The chosen input source: Image Sequence asks for frames before anything is dropped. */
  inputType?: InputType;
  disabled?: boolean;
  /** Offer Choose Folder (desktop browsers pick folders; phone browsers cannot). Default true. */
  allowFolder?: boolean;
}

function ChosenFiles({ files }: { files: readonly File[] }) {
  const first = files[0] as File;
  const animated = animatedTexture(files);
  if (animated) {
    return (
      <div className="gh-drop-file">
        <ImageIcon size={28} aria-hidden />
        <div>
          <strong data-testid="chosen-file">{animated.image.name}</strong>
          <span className="muted">
            {formatFileSize(animated.image.size)} · Animated texture with {animated.mcmeta.name}
          </span>
        </div>
      </div>
    );
  }
  if (files.length === 1) {
    return (
      <div className="gh-drop-file">
        {isZipName(first.name) ? <FileArchive size={28} aria-hidden /> : <ImageIcon size={28} aria-hidden />}
        <div>
          <strong data-testid="chosen-file">{first.name}</strong>
          <span className="muted">
            {formatFileSize(first.size)} · {isZipName(first.name) ? "Resource pack" : "Texture"}
          </span>
        </div>
      </div>
    );
  }
  const names = files.map((file) => file.name).sort(naturalCompare);
  const total = files.reduce((sum, file) => sum + file.size, 0);
  return (
    <div className="gh-drop-file">
      <Film size={28} aria-hidden />
      <div>
        <strong data-testid="chosen-files">{files.length} frames</strong>
        <span className="muted" title={names.join("\n")}>
          {names[0]} … {names.at(-1)} · {formatFileSize(total)}
        </span>
      </div>
    </div>
  );
}

/**
 * Drop zone and Browse Files picker with the spec's client checks and toasts (section 5). It takes one
 * texture (an animated one with its .mcmeta), one pack, or several images (the frames of a sequence).
 */
export function TextureDrop({ files, onFiles, inputType, disabled, allowFolder = true }: TextureDropProps) {
  const id = useId();
  const folderId = useId();
  const [dragging, setDragging] = useState(false);
  const [packing, setPacking] = useState<string | null>(null);
  const latestChoice = useRef(0);

  async function take(candidates: File[]) {
    if (candidates.length === 0) return;
    const problem = checkSelection(candidates);
    if (problem) {
      toast({ ...problem, variant: "destructive" });
      return;
    }
    // Chosen at once (Generate pressed right after works on these files); their first bytes are read
    // after, and a file that is not what its name says is refused and the earlier choice comes back.
    const before = files;
    const choice = ++latestChoice.current;
    onFiles(candidates);
    const wrong = await contentProblem(candidates);
    if (wrong && latestChoice.current === choice) {
      toast({ ...wrong, variant: "destructive" });
      onFiles([...before]);
    }
  }

  // A pack folder (dropped, or picked with Choose Folder) is zipped here and converts like its zip.
  async function takeFolder(folder: ChosenFolder | Promise<ChosenFolder>) {
    try {
      const read = await folder;
      setPacking(read.name);
      await take([await zipFolder(read)]);
    } catch (error) {
      const description = error instanceof Error ? error.message : String(error);
      toast({ title: "The folder could not be read", description, variant: "destructive" });
    } finally {
      setPacking(null);
    }
  }

  const onDrop = (event: DragEvent) => {
    event.preventDefault();
    setDragging(false);
    if (disabled) return;
    const folder = folderFromDrop(event.dataTransfer.items);
    if (folder) void takeFolder(folder);
    else void take(Array.from(event.dataTransfer.files));
  };
  const wantsFrames = inputType === "sequence";
  // Each picker's name starts with the words on its button (WCAG 2.5.3, label in name): a speech user
  // says "click Browse Files", which matched nothing while the name was only "Texture or resource pack".
  const browse = files.length > 0 ? "Choose other files" : "Browse Files";

  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: a drop target only; the labelled file input is the keyboard path.
    <div
      className={clsx("gh-drop", dragging && "gh-drop-active", files.length > 0 && "gh-drop-filled")}
      onDragOver={(event) => {
        event.preventDefault();
        if (!disabled) setDragging(true);
      }}
      onDragLeave={() => setDragging(false)}
      onDrop={onDrop}
    >
      {packing ? (
        <div className="gh-drop-file" role="status">
          <FolderOpen size={28} aria-hidden />
          <div>
            <strong>Packing {packing}…</strong>
            <span className="muted">Zipping the folder on this device, as a resource pack</span>
          </div>
        </div>
      ) : files.length > 0 ? (
        <ChosenFiles files={files} />
      ) : (
        <>
          <Upload size={30} className="gh-drop-icon" aria-hidden />
          <p className="gh-drop-title">{wantsFrames ? "Drop your animation frames here" : "Drop your textures here"}</p>
          <p className="muted small">
            {wantsFrames
              ? "Two or more PNG, JPG, TIFF or TGA frames of the same size, up to 64MB each"
              : `PNG, JPG, TIFF or TGA textures up to 64MB (an animated one with its .mcmeta), or a ${allowFolder ? "resource pack (ZIP or folder)" : "ZIP resource pack"} up to 200MB`}
          </p>
        </>
      )}
      <div className="gh-browse-row">
        <input
          id={id}
          type="file"
          multiple
          className="gh-file-input"
          aria-label={`${browse}: texture or resource pack`}
          accept={ACCEPT_ATTRIBUTE}
          disabled={disabled}
          onChange={(event) => {
            void take(Array.from(event.target.files ?? []));
            event.target.value = "";
          }}
        />
        <label htmlFor={id} className="button button-secondary button-sm gh-browse">
          {browse}
        </label>
        {allowFolder && !wantsFrames && (
          <>
            <input
              id={folderId}
              type="file"
              className="gh-file-input"
              aria-label="Choose Folder: resource pack folder"
              disabled={disabled}
              // Not in React's types: the folder picker, each file with its path from the chosen folder.
              {...{ webkitdirectory: "" }}
              onChange={(event) => {
                const picked = event.target.files ?? [];
                const folder = folderFromInput(picked);
                event.target.value = "";
                if (folder) void takeFolder(folder);
                else if (picked.length > 0) toast({ ...notOneFolderNotice, variant: "destructive" });
              }}
            />
            <label htmlFor={folderId} className="button button-ghost button-sm gh-browse">
              <FolderOpen size={16} aria-hidden /> Choose Folder
            </label>
          </>
        )}
      </div>
    </div>
  );
}
