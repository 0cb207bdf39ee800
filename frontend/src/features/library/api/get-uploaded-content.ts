import { useQuery } from "@tanstack/react-query";
import { apiJson, listFrom } from "../../../lib/api-client";
import { libraryKeys } from "./keys";
import type { UploadedContent } from "./types";

export async function fetchUploadedContent(): Promise<UploadedContent[]> {
  return listFrom<UploadedContent>(await apiJson<unknown>("/api/uploaded-content"), "content");
}

/** The signed-in user's library; no retry (spec section 7). Guests never ask: the API would answer 401. */
export function useUploadedContent(enabled: boolean) {
  return useQuery({ queryKey: libraryKeys.all, queryFn: fetchUploadedContent, enabled, retry: false });
}
