import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiJson } from "../../../lib/api-client";
import { libraryKeys } from "./keys";
import type { UploadedContent } from "./types";

/** Adds one image to the library: multipart `file` to POST /api/uploaded-content. */
export async function uploadContent(file: File): Promise<UploadedContent> {
  const form = new FormData();
  form.append("file", file);
  return apiJson<UploadedContent>("/api/uploaded-content", { method: "POST", form });
}

/** Uploads the files one after another and refreshes the list once, even when one of them fails. */
export function useUploadContent() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (files: File[]) => {
      const added: UploadedContent[] = [];
      const failed: { file: File; error: unknown }[] = [];
      for (const file of files) {
        try {
          added.push(await uploadContent(file));
        } catch (error) {
          failed.push({ file, error });
        }
      }
      return { added, failed };
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: libraryKeys.all }),
  });
}
