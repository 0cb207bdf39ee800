import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiJson } from "../../../lib/api-client";
import { libraryKeys } from "./keys";
import type { UploadedContent } from "./types";

const pngForm = (png: Uint8Array, fileName: string) => {
  const form = new FormData();
  form.append("file", new File([png as BlobPart], fileName, { type: "image/png" }));
  return form;
};

/** Adds the PNG to the signed-in user's Library through the uploaded-content upload route. */
export async function saveTexture(png: Uint8Array, fileName: string): Promise<UploadedContent> {
  return apiJson<UploadedContent>("/api/uploaded-content", { method: "POST", form: pngForm(png, fileName) });
}

/**
 * Replaces the bytes (and name) of Library item `id` with the PNG, keeping the item: PUT
 * /api/uploaded-content/:id. A 404 (deleted meanwhile, or not this user's) is thrown like any error.
 */
export async function replaceTexture(id: number, png: Uint8Array, fileName: string): Promise<UploadedContent> {
  return apiJson<UploadedContent>(`/api/uploaded-content/${id}`, { method: "PUT", form: pngForm(png, fileName) });
}

/** Saves a PNG made elsewhere (the editor, AI results) to the Library and refreshes the Library's list. */
export function useSaveTexture() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ png, fileName }: { png: Uint8Array; fileName: string }) => saveTexture(png, fileName),
    onSuccess: () => client.invalidateQueries({ queryKey: libraryKeys.all }),
  });
}
