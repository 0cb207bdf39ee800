import { FolderPlus, Plus } from "lucide-react";
import { useState } from "react";
import { useSearchParams } from "react-router-dom";
import { Button, buttonClass } from "../../../components/Button";
import { EmptyState, Loading } from "../../../components/Card";
import { toast } from "../../../components/toast";
import { errorMessage } from "../../../lib/api-client";
import { signInUrl, useCurrentUser } from "../../../lib/auth";
import { focusWhenPresent } from "../../../lib/focus-when-present";
import { projectIdFrom } from "../../greenhouse/lib/sections";
import { useProjects } from "../../projects/api/get-projects";
import { useCreateProject } from "../../projects/api/mutate-project";
import { ProjectFormDialog } from "../../projects/components/ProjectFormDialog";
import { type OpenProjectFile, ProjectOverview } from "./ProjectOverview";
import "./project-dashboard.css";

/**
 * The workspace's project dashboard: the attached project (?project=, else the first), a picker when
 * there are several, actions, six stat tiles and the Files / Issues / Analytics / Processing / History
 * tabs, all on the project's real data.
 */
export function ProjectDashboard({ onOpenFile }: { onOpenFile?: OpenProjectFile } = {}) {
  const { signedIn, isLoading: userLoading } = useCurrentUser();
  const projects = useProjects(signedIn);
  const create = useCreateProject();
  const [creating, setCreating] = useState(false);
  const [params, setParams] = useSearchParams();

  const chooseProject = (id: number) => {
    const next = new URLSearchParams(params);
    next.set("project", String(id));
    setParams(next, { replace: true });
  };
  const createDialog = (
    <ProjectFormDialog
      open={creating}
      onOpenChange={setCreating}
      mode="create"
      busy={create.isPending}
      disableWhenBlank
      onSubmit={(input) =>
        create.mutate(input, {
          onSuccess: (project) => {
            setCreating(false);
            chooseProject(project.id);
            // The empty state's Create Project that opened the dialog goes with it: focus moves to the
            // new project's own Create Project, once it shows, rather than falling to <body>.
            focusWhenPresent(".pd-actions button");
            toast({ title: "Project created successfully", description: `${project.name} is ready for textures.` });
          },
          onError: (error) =>
            toast({ title: "Failed to create project", description: errorMessage(error), variant: "destructive" }),
        })
      }
    />
  );
  const createButton = (
    <Button variant="primary" onClick={() => setCreating(true)}>
      <Plus size={16} aria-hidden /> Create Project
    </Button>
  );

  if (userLoading) return <Loading label="Loading projects..." />;
  if (!signedIn) {
    return (
      <EmptyState
        icon={<FolderPlus size={26} />}
        title="Sign in to see your projects"
        action={
          <a className={buttonClass({ variant: "primary" })} href={signInUrl}>
            Sign in with Discord
          </a>
        }
      >
        Projects keep a pack's textures, their LabPBR maps and validation results, shared with your friends.
      </EmptyState>
    );
  }
  if (projects.isPending) return <Loading label="Loading projects..." />;
  if (projects.isError) {
    return <EmptyState title="Projects could not be loaded">{errorMessage(projects.error)}</EmptyState>;
  }
  const list = projects.data;
  if (list.length === 0) {
    return (
      <>
        <EmptyState icon={<FolderPlus size={26} />} title="No Projects Yet" action={createButton}>
          Create a project to collect textures, convert them and share them with your friends.
        </EmptyState>
        {createDialog}
      </>
    );
  }
  // The project the link names, even once the list no longer has it: the list, read again when the
  // project turned out gone, showed the next project under the deleted one's `?project=` (and its badge).
  const wanted = projectIdFrom(params.get("project"));
  const listed = list.find((p) => p.id === (wanted ?? list[0]!.id));
  const projectId = listed?.id ?? wanted ?? list[0]!.id;
  return (
    <div className="pd">
      {list.length > 1 && (
        <label className="pd-picker">
          <span className="muted small">Project</span>
          <select
            className="input"
            aria-label="Project"
            value={listed ? projectId : ""}
            onChange={(event) => chooseProject(Number(event.target.value))}
          >
            {!listed && (
              <option value="" disabled>
                Choose a project
              </option>
            )}
            {list.map((p) => (
              <option key={p.id} value={p.id}>
                {p.name}
              </option>
            ))}
          </select>
        </label>
      )}
      <ProjectOverview
        key={projectId}
        projectId={projectId}
        listed={listed}
        createButton={createButton}
        onOpenFile={onOpenFile}
      />
      {createDialog}
    </div>
  );
}
