import { CheckCircle2, Home, Link2Off, UserPlus } from "lucide-react";
import { useEffect, useRef } from "react";
import { useParams } from "react-router-dom";
import { ButtonLink, buttonClass } from "../../../components/Button";
import { Badge, Loading } from "../../../components/Card";
import { DiscordIcon } from "../../../components/DiscordIcon";
import { toast } from "../../../components/toast";
import { errorMessage } from "../../../lib/api-client";
import { signInUrl, useCurrentUser } from "../../../lib/auth";
import { usePageTitle } from "../../../lib/page-title";
import { storageKeys, writeStored } from "../../../lib/storage";
import { type JoinedProject, reallyJoined, useJoinProject } from "../api/join-project";

export function JoinPage() {
  usePageTitle("Join a project");
  const { inviteCode = "" } = useParams();
  const { signedIn, isLoading } = useCurrentUser();
  if (isLoading) return <Loading label="Checking your sign-in" />;
  return (
    <div className="join-page">
      <div className="card join-card">
        {signedIn ? <AutoJoin inviteCode={inviteCode} /> : <SignedOut inviteCode={inviteCode} />}
      </div>
    </div>
  );
}

function SignedOut({ inviteCode }: { inviteCode: string }) {
  return (
    <>
      <span className="join-icon">
        <UserPlus size={28} aria-hidden />
      </span>
      <h1>You have been invited to a project</h1>
      <p className="muted">Sign in with Discord to join it. You will get view access to all of its files.</p>
      <div className="stack">
        <a
          className={buttonClass({ variant: "primary", size: "lg" }, "discord-button")}
          href={signInUrl}
          // The OAuth callback lands on "/"; the app shell brings the user back here afterwards.
          onClick={() => writeStored("session", storageKeys.returnAfterSignIn, `/join/${inviteCode}`)}
        >
          <DiscordIcon /> Sign in with Discord
        </a>
        <ButtonLink to="/" variant="ghost">
          <Home size={16} aria-hidden /> Go to Homepage
        </ButtonLink>
      </div>
    </>
  );
}

/** Joins once on arrival (StrictMode's double effect is guarded by the ref). */
function AutoJoin({ inviteCode }: { inviteCode: string }) {
  const join = useJoinProject();
  const started = useRef(false);

  useEffect(() => {
    if (started.current || !inviteCode) return;
    started.current = true;
    join.mutate(inviteCode, {
      // The owner or an existing member opening the link changed nothing, so there is nothing to celebrate.
      onSuccess: (project) => {
        if (reallyJoined(project)) toast({ title: "Successfully joined project!" });
      },
      onError: (error) =>
        toast({ title: "Failed to join project", description: errorMessage(error), variant: "destructive" }),
    });
  }, [inviteCode, join]);

  if (join.isSuccess) {
    const project = join.data;
    return (
      <>
        <span className="join-icon">
          <CheckCircle2 size={28} aria-hidden />
        </span>
        <h1>{joinHeading(project)}</h1>
        {reallyJoined(project) ? null : <p className="join-project-name">{project.name}</p>}
        <p className={project.description ? "preserve-lines" : "muted"}>{project.description || "No description"}</p>
        <p>
          <Badge tone="accent">{project.status}</Badge>
        </p>
        <ButtonLink to={project.id ? `/projects/${project.id}` : "/projects"} variant="primary" size="lg">
          {reallyJoined(project) ? "Go to Projects" : "Open Project"}
        </ButtonLink>
      </>
    );
  }
  if (join.isError) {
    return (
      <>
        <span className="join-icon join-icon-error">
          <Link2Off size={28} aria-hidden />
        </span>
        <h1>Could not join the project</h1>
        <p className="muted">The invite link may be invalid or expired</p>
        <ButtonLink to="/" variant="primary">
          <Home size={16} aria-hidden /> Go to Homepage
        </ButtonLink>
      </>
    );
  }
  return <Loading label="Joining project…" />;
}

/** Only a real join is welcomed; the owner and existing members are told why nothing changed. */
function joinHeading(project: JoinedProject): string {
  if (reallyJoined(project)) return `Welcome to ${project.name}`;
  return project.role === "owner" ? "You own this project" : "You already have access to this project";
}
