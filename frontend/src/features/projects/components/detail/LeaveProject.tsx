import { LogOut } from "lucide-react";
import { useState } from "react";
import { useNavigate } from "react-router-dom";
import { Button } from "../../../../components/Button";
import { ConfirmDialog } from "../../../../components/ConfirmDialog";
import { toast } from "../../../../components/toast";
import { errorMessage } from "../../../../lib/api-client";
import { useCurrentUser } from "../../../../lib/auth";
import { useLeaveProject } from "../../api/leave-project";
import { useProjectShares } from "../../api/sharing";
import type { Project } from "../../api/types";

/** A collaborator's way out of a shared project, asked first; afterwards the project list is shown. */
export function LeaveProject({ project }: { project: Project }) {
  const { user } = useCurrentUser();
  const shares = useProjectShares(project.id);
  const leave = useLeaveProject(project.id);
  const navigate = useNavigate();
  const [asking, setAsking] = useState(false);
  const mine = shares.data?.find((share) => user !== null && String(share.sharedWithUserId) === String(user.id));
  if (!mine) return null;

  return (
    <>
      <Button variant="ghost" className="full-width" onClick={() => setAsking(true)}>
        <LogOut size={16} aria-hidden /> Leave project
      </Button>
      <ConfirmDialog
        open={asking}
        title="Leave Project"
        description={`Leave ${project.name}?`}
        confirmLabel="Leave"
        busy={leave.isPending}
        onCancel={() => setAsking(false)}
        onConfirm={() =>
          leave.mutate(mine.id, {
            onSuccess: () => {
              toast({ title: "Left project", description: `You no longer have access to ${project.name}.` });
              navigate("/projects");
            },
            onError: (error) =>
              toast({ title: "Failed to leave project", description: errorMessage(error), variant: "destructive" }),
          })
        }
      >
        <p className="delete-target">
          You will no longer see <strong>{project.name}</strong> or its files. The owner can invite you again.
        </p>
      </ConfirmDialog>
    </>
  );
}
