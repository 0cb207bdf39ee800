import { Upload } from "lucide-react";
import { type Ref, useRef } from "react";
import { Button } from "../../../components/Button";
import { libraryExtensions } from "../lib/content-format";

interface UploadButtonProps {
  busy: boolean;
  onFiles(files: File[]): void;
  /** The visible button (focus lands here when the last item is deleted). */
  ref?: Ref<HTMLButtonElement>;
}

/** Opens the file picker for images to add to the library. */
export function UploadButton({ busy, onFiles, ref }: UploadButtonProps) {
  const input = useRef<HTMLInputElement>(null);
  return (
    <>
      <input
        ref={input}
        type="file"
        multiple
        className="visually-hidden-input"
        aria-label="Files to add to your library"
        accept={libraryExtensions.join(",")}
        tabIndex={-1}
        onChange={(event) => {
          onFiles(Array.from(event.target.files ?? []));
          event.target.value = "";
        }}
      />
      <Button ref={ref} variant="primary" busy={busy} onClick={() => input.current?.click()}>
        <Upload size={16} aria-hidden /> {busy ? "Uploading…" : "Upload files"}
      </Button>
    </>
  );
}
