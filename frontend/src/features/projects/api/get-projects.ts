import { useQuery } from "@tanstack/react-query";
import { apiJson, listFrom } from "../../../lib/api-client";
import { projectKeys } from "./keys";
import type { Project } from "./types";

export async function fetchProjects(): Promise<Project[]> {
  return listFrom<Project>(await apiJson<unknown>("/api/projects"), "projects");
}

export function useProjects(enabled = true) {
  return useQuery({ queryKey: projectKeys.all, queryFn: fetchProjects, enabled });
}
