import { ArrowLeft, FolderPlus, Plus } from "lucide-react";
import { useRef, useState } from "react";
import { Button, ButtonLink, buttonClass } from "../../../components/Button";
import { EmptyState, Loading } from "../../../components/Card";
import { DiscordIcon } from "../../../components/DiscordIcon";
import { toast } from "../../../components/toast";
import { errorMessage } from "../../../lib/api-client";
import { signInUrl, useCurrentUser } from "../../../lib/auth";
import { focusAfterRemoval } from "../../../lib/focus-after-removal";
import { usePageTitle } from "../../../lib/page-title";
import { storageKeys, writeStored } from "../../../lib/storage";
import { useProjects } from "../api/get-projects";
import { useCreateProject, useDeleteProject, useUpdateProject } from "../api/mutate-project";
import type { Project } from "../api/types";
import { DeleteProjectDialog } from "./DeleteProjectDialog";
import { ProjectCard } from "./ProjectCard";
import { ProjectFormDialog } from "./ProjectFormDialog";

/** A project's card on the page (ProjectCard labels its article with its heading). */
const cardSelector = (id: number) => `article[aria-labelledby="project-${id}"]`;

export function ProjectsPage() {
  usePageTitle("Projects");
  const { signedIn, isLoading: userLoading } = useCurrentUser();
  const projects = useProjects(signedIn);
  const create = useCreateProject();
  const update = useUpdateProject();
  const remove = useDeleteProject();
  const [creating, setCreating] = useState(false);
  const [editing, setEditing] = useState<Project | null>(null);
  const [deleting, setDeleting] = useState<Project | null>(null);
  /** The project the Create dialog just made, for its focusOnClose. */
  const created = useRef<number | null>(null);

  const newProject = (
    <Button variant="primary" onClick={() => setCreating(true)} disabled={!signedIn}>
      <Plus size={18} aria-hidden /> New Project
    </Button>
  );

  return (
    <div className="container">
      <header className="page-header">
        <ButtonLink to="/" variant="ghost" size="sm" aria-label="Back to home">
          <ArrowLeft size={16} aria-hidden /> Home
        </ButtonLink>
        <div className="page-heading">
          <h1>Projects</h1>
          <p className="muted">Your packs, their conversions and the people you build them with.</p>
        </div>
        {signedIn && newProject}
      </header>

      {userLoading ? (
        <Loading label="Loading projects" />
      ) : !signedIn ? (
        <EmptyState
          icon={<FolderPlus size={26} />}
          title="Sign in to keep projects"
          action={
            <a
              className={buttonClass({ variant: "primary" }, "discord-button")}
              href={signInUrl}
              onClick={() => writeStored("session", storageKeys.returnAfterSignIn, "/projects")}
            >
              <DiscordIcon /> Sign in with Discord
            </a>
          }
        >
          Projects are saved to your account and can be shared with friends.
        </EmptyState>
      ) : projects.isPending ? (
        <Loading label="Loading projects" />
      ) : projects.isError ? (
        <EmptyState
          title="Projects could not be loaded"
          action={<Button onClick={() => projects.refetch()}>Try again</Button>}
        >
          {errorMessage(projects.error)}
        </EmptyState>
      ) : projects.data.length === 0 ? (
        <EmptyState icon={<FolderPlus size={26} />} title="No projects yet" action={newProject}>
          Create your first project to start converting textures
        </EmptyState>
      ) : (
        <div className="project-grid">
          {projects.data.map((project) => (
            <ProjectCard
              key={project.id}
              project={project}
              onEdit={() => setEditing(project)}
              onDelete={() => setDeleting(project)}
            />
          ))}
        </div>
      )}

      <ProjectFormDialog
        mode="create"
        // Keyboard users go on from the new project, whose Open Project is what comes next: the empty
        // state's New Project that opened the dialog is gone with it, and focus fell to <body>.
        focusOnClose={() => {
          const id = created.current;
          created.current = null;
          return id === null ? null : document.querySelector<HTMLElement>(`${cardSelector(id)} a`);
        }}
        open={creating}
        onOpenChange={setCreating}
        busy={create.isPending}
        onSubmit={(input) =>
          create.mutate(input, {
            onSuccess: (project) => {
              created.current = project.id;
              setCreating(false);
              toast({ title: "Project created successfully" });
            },
            onError: (error) =>
              toast({ title: "Failed to create project", description: errorMessage(error), variant: "destructive" }),
          })
        }
      />
      <ProjectFormDialog
        mode="edit"
        open={editing !== null}
        onOpenChange={(open) => !open && setEditing(null)}
        initial={editing ? { name: editing.name, description: editing.description ?? "" } : undefined}
        busy={update.isPending}
        onSubmit={(input) => {
          if (!editing) return;
          update.mutate(
            { id: editing.id, input },
            {
              onSuccess: () => {
                setEditing(null);
                toast({ title: "Project updated successfully" });
              },
              onError: (error) =>
                toast({ title: "Failed to update project", description: errorMessage(error), variant: "destructive" }),
            },
          );
        }}
      />
      <DeleteProjectDialog
        open={deleting !== null}
        onOpenChange={(open) => !open && setDeleting(null)}
        projectName={deleting?.name ?? ""}
        busy={remove.isPending}
        onConfirm={() => {
          if (!deleting) return;
          const card = document.querySelector(cardSelector(deleting.id));
          remove.mutate(deleting.id, {
            onSuccess: () => {
              setDeleting(null);
              toast({ title: "Project deleted successfully" });
              // Focus went back to the card's Delete, and the card goes: its neighbour's Open Project
              // takes focus instead, or New Project when it was the last one.
              focusAfterRemoval(card, { target: "a", fallback: ".page-header button" });
            },
            onError: (error) =>
              toast({ title: "Failed to delete project", description: errorMessage(error), variant: "destructive" }),
          });
        }}
      />
    </div>
  );
}
