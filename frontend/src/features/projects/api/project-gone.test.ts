import { QueryClient, QueryObserver } from "@tanstack/react-query";
import { describe, expect, it, vi } from "vitest";
import { HttpError } from "../../../lib/api-client";
import { ApiError } from "../../../lib/api-error";
import { projectKeys } from "./keys";
import { watchForGoneProject } from "./project-gone";

const gone = new HttpError(404, "Not Found", '{"error":{"code":"project_not_found","message":"Project not found"}}');
const otherError = new HttpError(404, "Not Found", '{"error":{"code":"file_not_found","message":"File not found"}}');

async function failMutation(queryClient: QueryClient, error: unknown) {
  const mutation = queryClient.getMutationCache().build(queryClient, { mutationFn: () => Promise.reject(error) });
  await mutation.execute(undefined).catch(() => undefined);
}

describe("watchForGoneProject", () => {
  it("marks the project stale when an action on it answers project_not_found", async () => {
    const queryClient = new QueryClient();
    queryClient.setQueryData(projectKeys.one(7), { id: 7 });
    const stop = watchForGoneProject(queryClient, 7);
    await failMutation(queryClient, otherError);
    expect(queryClient.getQueryState(projectKeys.one(7))?.isInvalidated).toBe(false);
    await failMutation(queryClient, gone);
    expect(queryClient.getQueryState(projectKeys.one(7))?.isInvalidated).toBe(true);
    stop();
  });

  it("reacts to a failed load of the project's files too, and stops when unsubscribed", async () => {
    const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    queryClient.setQueryData(projectKeys.one(7), { id: 7 });
    const stop = watchForGoneProject(queryClient, 7);
    stop();
    await queryClient
      .fetchQuery({ queryKey: projectKeys.files(7), queryFn: () => Promise.reject(gone) })
      .catch(() => {});
    expect(queryClient.getQueryState(projectKeys.one(7))?.isInvalidated).toBe(false);
    const again = watchForGoneProject(queryClient, 7);
    await queryClient
      .fetchQuery({ queryKey: projectKeys.files(7), queryFn: () => Promise.reject(gone) })
      .catch(() => {});
    expect(queryClient.getQueryState(projectKeys.one(7))?.isInvalidated).toBe(true);
    again();
  });

  it("marks the projects list stale when the project's own re-read answers that it is gone", async () => {
    const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    queryClient.setQueryData(projectKeys.all, [{ id: 7 }]);
    const stop = watchForGoneProject(queryClient, 7);
    await queryClient
      .fetchQuery({ queryKey: projectKeys.one(7), queryFn: () => Promise.reject(otherError) })
      .catch(() => {});
    expect(queryClient.getQueryState(projectKeys.all)?.isInvalidated).toBe(false);
    await queryClient.fetchQuery({ queryKey: projectKeys.one(7), queryFn: () => Promise.reject(gone) }).catch(() => {});
    expect(queryClient.getQueryState(projectKeys.all)?.isInvalidated).toBe(true);
    stop();
  });

  it("joins a re-read under way instead of restarting it on every failed poll", async () => {
    const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    let reads = 0;
    let answer: (value: { id: number }) => void = () => {};
    // Read before and shown (observed), as on the dashboard: an invalidation refetches it.
    queryClient.setQueryData(projectKeys.one(7), { id: 7 });
    const observer = new QueryObserver(queryClient, {
      queryKey: projectKeys.one(7),
      queryFn: () => {
        reads += 1;
        return new Promise<{ id: number }>((resolve) => {
          answer = resolve;
        });
      },
    });
    const stop = watchForGoneProject(queryClient, 7);
    const unsubscribe = observer.subscribe(() => {});
    for (let poll = 0; poll < 5; poll += 1) {
      await queryClient
        .fetchQuery({ queryKey: projectKeys.stats(7), queryFn: () => Promise.reject(gone) })
        .catch(() => {});
    }
    answer({ id: 7 });
    expect(reads).toBe(1);
    unsubscribe();
    stop();
  });

  it("leaves a project already known to be gone alone", async () => {
    const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    await queryClient.fetchQuery({ queryKey: projectKeys.one(7), queryFn: () => Promise.reject(gone) }).catch(() => {});
    const invalidate = vi.spyOn(queryClient, "invalidateQueries");
    const stop = watchForGoneProject(queryClient, 7);
    await failMutation(queryClient, gone);
    expect(invalidate).not.toHaveBeenCalled();
    stop();
  });

  it("reads the project again when the workspace's upload answers 'Project not found'", async () => {
    const queryClient = new QueryClient();
    queryClient.setQueryData(projectKeys.one(7), { id: 7 });
    const stop = watchForGoneProject(queryClient, 7);
    await failMutation(queryClient, new ApiError(404, "Not Found", "File not found"));
    expect(queryClient.getQueryState(projectKeys.one(7))?.isInvalidated).toBe(false);
    await failMutation(queryClient, new ApiError(404, "Not Found", "Project not found"));
    expect(queryClient.getQueryState(projectKeys.one(7))?.isInvalidated).toBe(true);
    stop();
  });
});
