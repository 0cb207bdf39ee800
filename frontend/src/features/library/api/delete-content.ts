import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiJson } from "../../../lib/api-client";
import { libraryKeys } from "./keys";

export async function deleteContent(id: number): Promise<void> {
  await apiJson<unknown>(`/api/uploaded-content/${id}`, { method: "DELETE" });
}

/** Deletes one item and refreshes the list. */
export function useDeleteContent() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteContent,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: libraryKeys.all }),
  });
}
