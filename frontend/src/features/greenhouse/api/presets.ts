import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { toast } from "../../../components/toast";
import type { ImportedPreset } from "../lib/preset-file";
import { type Preset, uniquePresetName } from "../lib/presets";
import { ApiError, getJson, sendJson } from "./http";

const presetsKey = ["presets"] as const;

export function usePresets(signedIn: boolean) {
  return useQuery({
    queryKey: presetsKey,
    queryFn: async ({ signal }) => {
      const body = await getJson<Preset[] | { presets: Preset[] }>("/api/presets", signal);
      return Array.isArray(body) ? body : body.presets;
    },
    enabled: signedIn,
  });
}

function useInvalidate() {
  const client = useQueryClient();
  return () => client.invalidateQueries({ queryKey: presetsKey });
}

export function useSavePreset() {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: (preset: Omit<Preset, "id" | "isDefault">) =>
      sendJson<Preset>("POST", "/api/presets", { ...preset, isDefault: false }),
    onSuccess: async () => {
      toast({ title: "Preset saved" });
      await invalidate();
    },
    onError: () => toast({ title: "Failed to save preset", variant: "destructive" }),
  });
}

export function useDeletePreset() {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: (id: number) => sendJson<unknown>("DELETE", `/api/presets/${id}`),
    onSuccess: async () => {
      toast({ title: "Preset deleted" });
      await invalidate();
    },
    onError: () => toast({ title: "Failed to delete preset", variant: "destructive" }),
  });
}

export function useSetDefaultPreset() {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: (id: number) => sendJson<Preset>("POST", `/api/presets/${id}/default`),
    onSuccess: async () => {
      toast({ title: "Default preset set" });
      await invalidate();
    },
    onError: (error) =>
      toast({
        title: "Failed to set the default preset",
        description: error instanceof ApiError ? error.description : "Please try again.",
        variant: "destructive",
      }),
  });
}

/** Stores a preset read from a file (already validated by `presetFromFile`), never as the default. */
export function useImportPreset() {
  const invalidate = useInvalidate();
  const client = useQueryClient();
  return useMutation({
    mutationFn: (preset: ImportedPreset) => {
      const name = uniquePresetName(preset.name, client.getQueryData<Preset[]>(presetsKey) ?? []);
      return sendJson<Preset>("POST", "/api/presets", { ...preset, name, isDefault: false });
    },
    onSuccess: async (saved, imported) => {
      const renamed = saved.name !== imported.name;
      toast({
        title: "Preset imported",
        description: renamed ? `Saved as ${saved.name}: you already have a preset called ${imported.name}` : saved.name,
      });
      await invalidate();
    },
    onError: (error) =>
      toast({
        title: "Import failed",
        description: error instanceof ApiError ? error.description : "Please try again.",
        variant: "destructive",
      }),
  });
}
