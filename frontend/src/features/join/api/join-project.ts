import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiJson, itemFrom } from "../../../lib/api-client";

/** What the join call answers with (spec section 3: name, description, status). */
export interface JoinedProject {
  id?: number;
  name: string;
  description: string | null;
  status: string;
  /** False when the user owned the project or already had access: nothing changed. */
  joined?: boolean;
  /** The role held after the call ("owner" for the project's own owner). */
  role?: "owner" | "view" | "edit";
}

/** Whether the answer means the user really joined (an older server without `joined` always did). */
export const reallyJoined = (project: JoinedProject) => project.joined !== false;

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
