import type { Ref } from "react";
import { PROJECT_IMAGE_EXTENSIONS } from "../../lib/project-file-checks";

/** The hidden file picker behind a project's Upload button; its button opens it through `inputRef`. */
export function ProjectUploadInput({
  inputRef,
  onFiles,
  label = "Textures to upload",
}: {
  inputRef: Ref<HTMLInputElement>;
  onFiles: (files: File[]) => void;
  label?: string;
}) {
  return (
    <input
      ref={inputRef}
      type="file"
      hidden
      multiple
      aria-label={label}
      accept={PROJECT_IMAGE_EXTENSIONS.join(",")}
      onChange={(event) => {
        onFiles(Array.from(event.target.files ?? []));
        // Cleared so choosing the same file again uploads it again.
        event.target.value = "";
      }}
    />
  );
}
