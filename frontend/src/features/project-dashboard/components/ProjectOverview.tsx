import { FolderPlus, Settings, Share2, Upload } from "lucide-react";
import { type ReactNode, useEffect, useRef, useState } from "react";
import { Button } from "../../../components/Button";
import { EmptyState, Loading } from "../../../components/Card";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "../../../components/Tabs";
import { toast } from "../../../components/toast";
import { errorMessage } from "../../../lib/api-client";
import { useFollowedProject } from "../../projects/api/get-project";
import { useUpdateProject } from "../../projects/api/mutate-project";
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

/** Called with the file a person chose in Files, and every file of its project (to find its maps). */
export type OpenProjectFile = (projectId: number, file: ProjectFile, files: readonly ProjectFile[]) => void;

/**
 * The project as it is now: the list is read once, so the dashboard follows the project itself
 * (`useFollowedProject`) to show a role the owner changed, and says so when the project went away.
 * `listed` is the list's copy, shown until the project's own read answers; a project named by the link
 * but not listed (deleted, or shared since the list was read) waits for that read.
 */
export function ProjectOverview({
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
