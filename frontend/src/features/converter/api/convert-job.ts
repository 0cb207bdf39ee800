import type { TextureFile } from "@greenhouse/wasm-pipeline";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { apiJson, itemFrom, listFrom } from "../../../lib/api-client";
import { isActiveJob, type Job, jobKeys } from "../../../lib/jobs";
import { quickConversionSettings, uploadSettings } from "../../../lib/upload";
import { uploadForConversion } from "../../greenhouse/api/upload";

/** Starts a server conversion with the quick settings (guests too: their job is tied to a cookie). */
export function useStartConversion() {
  const queryClient = useQueryClient();
  return useMutation({
    // Chunked above 90 MB like the workspace's uploads: a Worker refuses larger request bodies.
    mutationFn: async (file: File) => ({
      jobId: await uploadForConversion(file, uploadSettings(file, quickConversionSettings)),
    }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: jobKeys.all }),
  });
}

/** One job, polled every second while it runs (spec section 7). */
export function useJob(id: string | undefined) {
  return useQuery({
    queryKey: jobKeys.one(id ?? ""),
    enabled: id !== undefined,
    queryFn: async () => itemFrom<Job>(await apiJson<unknown>(`/api/jobs/${encodeURIComponent(id ?? "")}`), "job"),
    refetchInterval: (query) => (!query.state.data || isActiveJob(query.state.data) ? 1000 : false),
  });
}

/**
 * A finished job's files with their validation, fetched once it has completed: "Conversion complete"
 * alone would hide files that fail LabPBR's rules (the job log's closing line names them).
 */
export function useFinishedJobFiles(id: string | undefined, completed: boolean) {
  return useQuery({
    queryKey: [...jobKeys.one(id ?? ""), "files"],
    enabled: id !== undefined && completed,
    queryFn: async () =>
      listFrom<TextureFile>(await apiJson<unknown>(`/api/jobs/${encodeURIComponent(id ?? "")}/files`), "files"),
  });
}
