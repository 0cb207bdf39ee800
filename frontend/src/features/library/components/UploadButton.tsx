import { Upload } from "lucide-react";
import { useRef } from "react";
import { Button } from "../../../components/Button";
import { useLibraryUpload } from "../hooks/use-library-upload";
import { libraryExtensions } from "../lib/content-format";

/** Opens the file picker and adds the chosen images to the library. */
export function UploadButton({ variant = "primary" }: { variant?: "primary" | "secondary" }) {
  const input = useRef<HTMLInputElement>(null);
  const upload = useLibraryUpload();
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
          upload.start(Array.from(event.target.files ?? []));
          event.target.value = "";
        }}
      />
      <Button variant={variant} busy={upload.busy} onClick={() => input.current?.click()}>
        <Upload size={16} aria-hidden /> {upload.busy ? "Uploading…" : "Upload files"}
      </Button>
    </>
  );
}
