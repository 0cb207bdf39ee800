import { checkFiles, MAX_IMAGE_BYTES } from "../../../components/file-checks";
import { toast } from "../../../components/toast";
import { errorMessage } from "../../../lib/api-client";
import { fileProblem } from "../../../lib/format";
import { useUploadContent } from "../api/upload-content";
import { libraryExtensions } from "../lib/content-format";

// The API reads an image whole and refuses more than 64 MB.
const rules = { extensions: libraryExtensions, maxBytes: MAX_IMAGE_BYTES };

/** Checks the chosen files, uploads them and says how it went in one toast. */
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
      onSuccess: ({ added, failed }) => {
        const [firstFailure] = failed;
        if (firstFailure) {
          toast({
            title: "Upload failed",
            description: fileProblem(firstFailure.file.name, errorMessage(firstFailure.error)),
            variant: "destructive",
          });
        } else {
          toast({
            title: "Added to your library",
            description: added.length === 1 ? `${added[0]?.fileName} is ready` : `${added.length} files are ready`,
          });
        }
      },
    });
  };
  return { start, busy: upload.isPending };
}
