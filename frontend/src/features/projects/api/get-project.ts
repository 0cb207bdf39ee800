import { useQuery } from "@tanstack/react-query";
import { apiJson, itemFrom } from "../../../lib/api-client";
import { projectKeys } from "./keys";
import type { Project } from "./types";

export async function fetchProject(id: number): Promise<Project> {
  return itemFrom<Project>(await apiJson<unknown>(`/api/projects/${id}`), "project");
}

export function useProject(id: number, enabled = true) {
  return useQuery({ queryKey: projectKeys.one(id), queryFn: () => fetchProject(id), enabled });
}
