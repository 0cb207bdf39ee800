import { FolderPlus, Plus, Settings, Share2, Upload } from "lucide-react";
import { type ReactNode, useEffect, useRef, useState } from "react";
import { useSearchParams } from "react-router-dom";
import { Button, buttonClass } from "../../../components/Button";
import { EmptyState, Loading } from "../../../components/Card";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "../../../components/Tabs";
import { toast } from "../../../components/toast";
import { errorMessage } from "../../../lib/api-client";
import { signInUrl, useCurrentUser } from "../../../lib/auth";
import { focusWhenPresent } from "../../../lib/focus-when-present";
import { projectIdFrom } from "../../greenhouse/lib/sections";
import { useFollowedProject } from "../../projects/api/get-project";
import { useProjects } from "../../projects/api/get-projects";
import { useCreateProject, useUpdateProject } from "../../projects/api/mutate-project";
import { isProjectGone, useWatchForGoneProject } from "../../projects/api/project-gone";
import type { Project, ProjectFile } from "../../projects/api/types";
import { useExportSettings } from "../../projects/components/detail/export-settings";
import { RecentActivity } from "../../projects/components/detail/OverviewTab";
import { PackDownloadButton } from "../../projects/components/detail/PackDownloadButton";
import { ProjectUploadInput } from "../../projects/components/detail/ProjectUploadInput";
import { canEdit, useIsOwner } from "../../projects/components/detail/use-is-owner";
import { useProjectTransfer } from "../../projects/components/detail/use-project-transfer";
import { ProjectFormDialog } from "../../projects/components/ProjectFormDialog";
import { useLiveProject } from "../api/use-live-project";
import { AnalyticsTab } from "./AnalyticsTab";
import { FilesTab } from "./FilesTab";
import { IssuesTab } from "./IssuesTab";
import { ProcessingTab } from "./ProcessingTab";
import { ShareProjectDialog } from "./ShareProjectDialog";
import { StatTiles } from "./StatTiles";
import "./project-dashboard.css";

/** Called with the file a person chose in Files, and every file of its project (to find its maps). */
export type OpenProjectFile = (projectId: number, file: ProjectFile, files: readonly ProjectFile[]) => void;

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

/**
 * The project as it is now: the list is read once, so the dashboard follows the project itself
 * (`useFollowedProject`) to show a role the owner changed, and says so when the project went away.
 * `listed` is the list's copy, shown until the project's own read answers; a project named by the link
 * but not listed (deleted, or shared since the list was read) waits for that read.
 */
function ProjectOverview({
  projectId,
  listed,
  createButton,
  onOpenFile,
}: {
  projectId: number;
  listed: Project | undefined;
  createButton: ReactNode;
  onOpenFile: OpenProjectFile | undefined;
}) {
  const followed = useFollowedProject(projectId);
  useWatchForGoneProject(projectId);
  const gone = followed.isError && isProjectGone(followed.error);
  const name = followed.data?.name ?? listed?.name ?? `Project #${projectId}`;
  // biome-ignore lint/correctness/useExhaustiveDependencies: once per finding out, not again when the name resolves.
  useEffect(() => {
    if (gone) {
      toast({
        title: "Project no longer available",
        description: `${name} was deleted, or your access to it was removed.`,
        variant: "destructive",
      });
    }
  }, [gone]);
  if (gone) {
    return (
      <EmptyState icon={<FolderPlus size={26} />} title="Project Not Found" action={createButton}>
        This project was deleted, or your access to it was removed.
      </EmptyState>
    );
  }
  const project = followed.data ?? listed;
  if (!project) {
    if (followed.isError) {
      return <EmptyState title="Project could not be loaded">{errorMessage(followed.error)}</EmptyState>;
    }
    return <Loading label="Loading project..." />;
  }
  return <ProjectOverviewOf project={project} createButton={createButton} onOpenFile={onOpenFile} />;
}

function ProjectOverviewOf({
  project,
  createButton,
  onOpenFile,
}: {
  project: Project;
  createButton: ReactNode;
  onOpenFile: OpenProjectFile | undefined;
}) {
  const owner = useIsOwner(project);
  const editable = canEdit(project, owner);
  const { stats, running } = useLiveProject(project.id);
  const transfer = useProjectTransfer(project);
  const { upload, uploadFiles } = transfer;
  const [exportSettings] = useExportSettings(project.id);
  const update = useUpdateProject();
  const [sharing, setSharing] = useState(false);
  const [editing, setEditing] = useState(false);
  const input = useRef<HTMLInputElement>(null);

  return (
    <>
      <header className="pd-header">
        <div>
          <h2>{project.name}</h2>
          <p className="muted">{project.description?.trim() || "No description provided"}</p>
        </div>
        {/* The project's own settings sit by its name, so the working row (create, upload, export) fits
            the centre panel on one line at 1280 px; all five in one row wrapped Share and Settings. */}
        {owner && (
          <div className="pd-project-actions">
            <Button variant="secondary" onClick={() => setSharing(true)}>
              <Share2 size={16} aria-hidden /> <span className="pd-action-word">Share</span>
            </Button>
            <Button variant="ghost" onClick={() => setEditing(true)}>
              <Settings size={16} aria-hidden /> <span className="pd-action-word">Settings</span>
            </Button>
          </div>
        )}
        <div className="pd-actions">
          {createButton}
          {editable && (
            <Button variant="secondary" busy={upload.isPending} onClick={() => input.current?.click()}>
              <Upload size={16} aria-hidden /> Upload Files
            </Button>
          )}
          <PackDownloadButton transfer={transfer} exportSettings={exportSettings} idle="Export" short />
        </div>
      </header>
      <ProjectUploadInput inputRef={input} onFiles={uploadFiles} label="Files to upload to the project" />
      <StatTiles stats={stats.data} runningConversions={running} />
      <Tabs defaultValue="files" className="pd-tabs">
        <TabsList aria-label="Project views">
          <TabsTrigger value="files">Files</TabsTrigger>
          <TabsTrigger value="issues">Issues</TabsTrigger>
          <TabsTrigger value="analytics">Analytics</TabsTrigger>
          <TabsTrigger value="processing">Processing</TabsTrigger>
          <TabsTrigger value="history">History</TabsTrigger>
        </TabsList>
        <TabsContent value="files">
          <FilesTab
            project={project}
            canDelete={editable}
            onOpenFile={onOpenFile && ((file, files) => onOpenFile(project.id, file, files))}
          />
        </TabsContent>
        <TabsContent value="issues">
          <IssuesTab projectId={project.id} />
        </TabsContent>
        <TabsContent value="analytics">
          <AnalyticsTab projectId={project.id} />
        </TabsContent>
        <TabsContent value="processing">
          <ProcessingTab projectId={project.id} />
        </TabsContent>
        <TabsContent value="history">
          <RecentActivity projectId={project.id} />
        </TabsContent>
      </Tabs>
      {/* Owner-only: a role read again (useFollowedProject) that is no longer owner closes them. */}
      <ShareProjectDialog project={project} open={owner && sharing} onOpenChange={setSharing} />
      <ProjectFormDialog
        open={owner && editing}
        onOpenChange={setEditing}
        mode="edit"
        initial={{ name: project.name, description: project.description ?? "" }}
        busy={update.isPending}
        onSubmit={(changes) =>
          update.mutate(
            { id: project.id, input: changes },
            {
              onSuccess: () => {
                setEditing(false);
                toast({ title: "Project updated successfully" });
              },
              onError: (error) =>
                toast({ title: "Failed to update project", description: errorMessage(error), variant: "destructive" }),
            },
          )
        }
      />
    </>
  );
}
