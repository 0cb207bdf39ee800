import { checkFiles, MAX_IMAGE_BYTES } from "../../../components/file-checks";
import { toast } from "../../../components/toast";
import { errorMessage } from "../../../lib/api-client";
import { useUploadContent } from "../api/upload-content";
import { libraryExtensions } from "../lib/content-format";
import { uploadSummary } from "../lib/upload-summary";

// The API reads an image whole and refuses more than 64 MB.
const rules = { extensions: libraryExtensions, maxBytes: MAX_IMAGE_BYTES };

/** Checks the chosen files, uploads them and says how it went in one toast (see uploadSummary). */
export function useLibraryUpload() {
  const upload = useUploadContent();
  const start = (files: File[]) => {
    if (files.length === 0) return;
    const problem = checkFiles(files, rules);
    if (problem) {
      toast({ title: "Cannot add this file", description: problem, variant: "destructive" });
      return;
    }
    upload.mutate(files, {
      onSuccess: ({ added, failed }) =>
        toast(
          uploadSummary(
            added.map((item) => item.fileName),
            failed.map(({ file, error }) => ({ name: file.name, message: errorMessage(error) })),
          ),
        ),
    });
  };
  return { start, busy: upload.isPending };
}
