import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiJson, itemFrom } from "../../../lib/api-client";

/** What the join call answers with (spec section 3: name, description, status). */
export interface JoinedProject {
  id?: number;
  name: string;
  description: string | null;
  status: string;
}

export function useJoinProject() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (inviteCode: string) =>
      itemFrom<JoinedProject>(
        await apiJson<unknown>(`/api/projects/join/${encodeURIComponent(inviteCode)}`, { method: "POST" }),
        "project",
      ),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ["projects"] }),
  });
}
