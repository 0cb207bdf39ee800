import { useQueryClient } from "@tanstack/react-query";
import { ArrowLeft, FolderX, ShieldAlert } from "lucide-react";
import { useEffect } from "react";
import { useParams } from "react-router-dom";
import { ButtonLink } from "../../../../components/Button";
import { Badge, EmptyState, Loading } from "../../../../components/Card";
import { HttpError } from "../../../../lib/api-client";
import { currentUserKey, useCurrentUser } from "../../../../lib/auth";
import { useNarrowScreen } from "../../../../lib/device";
import { usePageTitle } from "../../../../lib/page-title";
import { useFollowedProject } from "../../api/get-project";
import { isProjectGone, isSignInNeeded, useWatchForGoneProject } from "../../api/project-gone";
import type { Project } from "../../api/types";
import { DetailTabs } from "./DetailTabs";
import { useExportSettings } from "./export-settings";
import { MobileProjectView } from "./MobileProjectView";
import { parseProjectId } from "./parse-project-id";
import { QuickActions } from "./QuickActions";
import { SharingPanel } from "./SharingPanel";
import { SignInToOpen } from "./SignInToOpen";
import { canEdit, useIsOwner } from "./use-is-owner";

export function ProjectDetailPage() {
  const { id: rawId } = useParams();
  const id = parseProjectId(rawId);
  return id === null ? <InvalidProjectId rawId={rawId} /> : <ProjectDetail id={id} />;
}

/**
 * Its own component for its title: a title set here, above `ProjectDetail`, ran its effect after the
 * child's and put the site's title back over a title the child knew at once (signed out, the user read).
 */
function InvalidProjectId({ rawId }: { rawId: string | undefined }) {
  usePageTitle("Invalid Project ID");
  return (
    <div className="container">
      <EmptyState icon={<ShieldAlert size={26} />} title="Invalid Project ID" action={<BackToProjects />}>
        “{rawId}” is not a project number.
      </EmptyState>
    </div>
  );
}

function BackToProjects() {
  return (
    <ButtonLink to="/projects" variant="secondary">
      <ArrowLeft size={16} aria-hidden /> Back to Projects
    </ButtonLink>
  );
}

function ProjectDetail({ id }: { id: number }) {
  const { signedIn, isLoading: userLoading } = useCurrentUser();
  // Signed out, the API would only answer 401: the page asks for the sign-in instead of reading.
  const project = useFollowedProject(id, signedIn);
  useWatchForGoneProject(id, signedIn);
  const narrow = useNarrowScreen();
  // A session that ended while the page was open answers 401 too: the same way back in.
  const signInNeeded = !userLoading && (!signedIn || isSignInNeeded(project.error));
  const queryClient = useQueryClient();
  const sessionEnded = signedIn && isSignInNeeded(project.error);
  useEffect(() => {
    // The header still showed the account whose session had ended: read who is signed in again.
    if (sessionEnded) void queryClient.invalidateQueries({ queryKey: currentUserKey });
  }, [queryClient, sessionEnded]);
  usePageTitle(
    signInNeeded
      ? "Sign in to open this project"
      : (project.data?.name ?? (project.isError ? "Project Not Found" : "Project")),
  );

  if (userLoading) return <Loading label="Loading project" />;
  if (signInNeeded) return <SignInToOpen />;
  if (project.isPending) return <Loading label="Loading project" />;
  // A failed re-read of a project already shown (a blip of the network) keeps it on screen; only "gone" replaces it.
  if (project.isError && (project.data === undefined || isProjectGone(project.error))) {
    const retryable = project.error instanceof HttpError && project.error.status >= 500;
    return (
      <div className="container">
        <EmptyState icon={<FolderX size={26} />} title="Project Not Found" action={<BackToProjects />}>
          {retryable
            ? "The project could not be loaded right now. Please try again in a moment."
            : project.data !== undefined
              ? "This project was deleted, or your access to it was removed."
              : "The project does not exist or you have no access to it."}
        </EmptyState>
      </div>
    );
  }
  if (project.data === undefined) return <Loading label="Loading project" />;
  return narrow ? <MobileProjectView project={project.data} /> : <DesktopProjectView project={project.data} />;
}

function DesktopProjectView({ project }: { project: Project }) {
  const owner = useIsOwner(project);
  const [exportSettings, setExportSettings] = useExportSettings(project.id);
  return (
    <div className="container">
      <ProjectHeader project={project} />
      <div className="detail-layout">
        <div className="detail-main">
          <QuickActions
            project={project}
            exportSettings={exportSettings}
            canUpload={canEdit(project, owner)}
            canShare={owner}
          />
          <DetailTabs
            project={project}
            canUpload={canEdit(project, owner)}
            exportSettings={exportSettings}
            onExportSettingsChange={setExportSettings}
          />
        </div>
        <aside className="detail-side" aria-label="Sharing">
          <SharingPanel project={project} isOwner={owner} />
        </aside>
      </div>
    </div>
  );
}

export function ProjectHeader({ project }: { project: Project }) {
  return (
    <header className="page-header">
      <ButtonLink to="/projects" variant="ghost" size="sm">
        <ArrowLeft size={16} aria-hidden /> Projects
      </ButtonLink>
      <div className="page-heading">
        <h1>
          {project.name} <Badge tone="accent">{project.status}</Badge>
        </h1>
        <p className="muted preserve-lines">{project.description || "No description"}</p>
      </div>
    </header>
  );
}
