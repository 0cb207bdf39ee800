import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiJson, itemFrom } from "../../../lib/api-client";
import { projectKeys } from "./keys";
import type { Project, ProjectInput } from "./types";

const clean = (input: ProjectInput) => ({ name: input.name.trim(), description: input.description.trim() });

export async function createProject(input: ProjectInput): Promise<Project> {
  return itemFrom<Project>(await apiJson<unknown>("/api/projects", { method: "POST", json: clean(input) }), "project");
}

export async function updateProject(id: number, input: ProjectInput): Promise<void> {
  await apiJson<unknown>(`/api/projects/${id}`, { method: "PATCH", json: clean(input) });
}

export async function deleteProject(id: number): Promise<void> {
  await apiJson<unknown>(`/api/projects/${id}`, { method: "DELETE" });
}

/** Create refreshes the list (spec section 7). */
export function useCreateProject() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createProject,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: projectKeys.all }),
  });
}

/** Update refreshes the list and the project itself. */
export function useUpdateProject() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, input }: { id: number; input: ProjectInput }) => updateProject(id, input),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: projectKeys.all }),
  });
}

export function useDeleteProject() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteProject,
    onSuccess: (_result, id) => {
      queryClient.removeQueries({ queryKey: projectKeys.one(id) });
      return queryClient.invalidateQueries({ queryKey: projectKeys.all, exact: true });
    },
  });
}
