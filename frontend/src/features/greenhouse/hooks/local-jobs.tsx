import type { ProcessingStatus } from "@greenhouse/wasm-pipeline";
import { createContext, type ReactNode, useCallback, useContext, useMemo, useRef, useState } from "react";
import { completed, failed, type LocalJob, newLocalJob, withProgress } from "../lib/local-jobs";
import type { LocalConversion } from "../pipeline/protocol";

/** One run on this device as its starter drives it: the pipeline's events go through here. */
export interface LocalRun {
  id: string;
  signal: AbortSignal;
  progress(report: ProcessingStatus): void;
  complete(result: LocalConversion): void;
  fail(message: string): void;
}

export interface LocalJobs {
  /** Newest first. */
  jobs: readonly LocalJob[];
  start(filename: string, files: readonly File[]): LocalRun;
  cancel(id: string): void;
  remove(id: string): void;
}

const LocalJobsContext = createContext<LocalJobs | null>(null);

/**
 * The page's runs on this device, above the Convert tool so they outlive a switch of section: the
 * bottom panel's Growth Progress and Queue show them beside the server's jobs.
 */
export function LocalJobsProvider({ children }: { children: ReactNode }) {
  const [jobs, setJobs] = useState<readonly LocalJob[]>([]);
  const controllers = useRef(new Map<string, AbortController>());
  const counter = useRef(0);

  const start = useCallback((filename: string, files: readonly File[]): LocalRun => {
    counter.current += 1;
    const id = `local-${counter.current}`;
    const controller = new AbortController();
    controllers.current.set(id, controller);
    setJobs((current) => [newLocalJob(id, filename, files, new Date()), ...current]);
    const update = (change: (job: LocalJob) => LocalJob) =>
      setJobs((current) => current.map((job) => (job.id === id ? change(job) : job)));
    const end = () => controllers.current.delete(id);
    return {
      id,
      signal: controller.signal,
      progress: (report) => update((job) => (job.status === "processing" ? withProgress(job, report) : job)),
      complete: (result) => {
        end();
        update((job) => completed(job, result));
      },
      fail: (message) => {
        end();
        update((job) => failed(job, message));
      },
    };
  }, []);

  const cancel = useCallback((id: string) => controllers.current.get(id)?.abort(), []);
  const remove = useCallback((id: string) => {
    controllers.current.get(id)?.abort();
    controllers.current.delete(id);
    setJobs((current) => current.filter((job) => job.id !== id));
  }, []);

  const value = useMemo(() => ({ jobs, start, cancel, remove }), [jobs, start, cancel, remove]);
  return <LocalJobsContext.Provider value={value}>{children}</LocalJobsContext.Provider>;
}

export function useLocalJobs(): LocalJobs {
  const jobs = useContext(LocalJobsContext);
  if (!jobs) throw new Error("useLocalJobs needs a LocalJobsProvider");
  return jobs;
}
