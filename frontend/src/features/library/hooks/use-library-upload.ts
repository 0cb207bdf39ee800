import { toast } from "../../../components/toast";
import { errorMessage } from "../../../lib/api-client";
import { useUploadContent } from "../api/upload-content";
import { sortLibrarySelection } from "../lib/library-selection";
import { uploadSummary } from "../lib/upload-summary";

/**
 * Uploads the acceptable files of a selection and says in one toast what went in, what the API refused
 * and what was skipped before sending (see sortLibrarySelection, uploadSummary).
 */
export function useLibraryUpload() {
  const upload = useUploadContent();
  const start = (files: File[]) => {
    if (files.length === 0) return;
    const { accepted, skipped } = sortLibrarySelection(files);
    if (accepted.length === 0) {
      toast(uploadSummary([], [], skipped));
      return;
    }
    upload.mutate(accepted, {
      onSuccess: ({ added, failed }) =>
        toast(
          uploadSummary(
            added.map((item) => item.fileName),
            failed.map(({ file, error }) => ({ name: file.name, message: errorMessage(error) })),
            skipped,
          ),
        ),
    });
  };
  return { start, busy: upload.isPending };
}
