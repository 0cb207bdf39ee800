import { QueryClient } from "@tanstack/react-query";
import { describe, expect, it } from "vitest";
import { HttpError } from "../../../lib/api-client";
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
});
