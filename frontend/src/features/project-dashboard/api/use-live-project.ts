import { useQueryClient } from "@tanstack/react-query";
import { useEffect, useRef } from "react";
import { FILES_POLL_MS } from "../../greenhouse/api/jobs";
import { projectKeys } from "../../projects/api/keys";
import { useProjectJobs, useProjectStats } from "./project-insights";

/**
 * The dashboard's figures while conversions run into the project (anyone's, not only this person's):
 * the stats are fetched again every few seconds as the job adds files, and everything of the project
 * (files, issues, activity, the projects list) once the last conversion ends. They stayed at the
 * numbers of the moment the dashboard opened until a reload.
 */
export function useLiveProject(projectId: number) {
  const client = useQueryClient();
  const jobs = useProjectJobs(projectId);
  const running = jobs.data?.length ?? 0;
  const stats = useProjectStats(projectId, running > 0 ? FILES_POLL_MS : false);
  const wasRunning = useRef(false);
  useEffect(() => {
    if (wasRunning.current && running === 0) {
      void client.invalidateQueries({ queryKey: projectKeys.one(projectId) });
      void client.invalidateQueries({ queryKey: projectKeys.all, exact: true });
    }
    wasRunning.current = running > 0;
  }, [running, projectId, client]);
  return { stats, running };
}
