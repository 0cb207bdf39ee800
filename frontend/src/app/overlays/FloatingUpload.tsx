import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useRef, useState } from "react";
import { useLocation } from "react-router-dom";
import { LoginRequired, showLoginRequired } from "../../components/LoginRequired";
import { toast } from "../../components/toast";
import { uploadForConversion } from "../../features/greenhouse/api/upload";
import { useProject } from "../../features/projects/api/get-project";
import { isProjectGone } from "../../features/projects/api/project-gone";
import type { Project } from "../../features/projects/api/types";
import { canEdit, useIsOwner } from "../../features/projects/components/detail/use-is-owner";
import { useCurrentUser } from "../../lib/auth";
import { jobKeys } from "../../lib/jobs";
import { checkInWorkspace, labPbrMapNotice } from "../../lib/labpbr-map-notice";
import {
  checkUploadFile,
  type Notice,
  quickConversionSettings,
  UPLOAD_EXTENSIONS,
  uploadFailure,
  uploadSettings,
  uploadSuccess,
} from "../../lib/upload";
import { FabButton } from "./FabButton";
import { floatingUploadTarget, projectIdOnPage } from "./floating-upload-target";
import { ProjectFloatingUpload } from "./ProjectFloatingUpload";

/** The round upload button in the corner; on a project page it adds to that project instead. */
export function FloatingUpload({ narrow }: { narrow: boolean }) {
  const projectId = projectIdOnPage(useLocation().pathname);
  return projectId === null ? (
    <ConvertFloatingUpload narrow={narrow} />
  ) : (
    <ProjectPageUpload id={projectId} narrow={narrow} />
  );
}

function ProjectPageUpload({ id, narrow }: { id: number; narrow: boolean }) {
  const { signedIn, isLoading } = useCurrentUser();
  // The page asks for the same project under the same key, so this reads its answer. A guest gets the
  // plain conversion button whatever the project, and the read would only answer 401.
  const project = useProject(id, !isLoading && signedIn);
  // A project read again (the page follows it) and found gone keeps its old data: uploads to it could only fail.
  const gone = project.isError && isProjectGone(project.error);
  if (signedIn && project.data && !gone) return <LoadedProjectUpload project={project.data} narrow={narrow} />;
  const target = floatingUploadTarget({
    onProjectPage: true,
    signedIn,
    project: project.isError ? "failed" : "loading",
  });
  return target === "convert" ? <ConvertFloatingUpload narrow={narrow} /> : null;
}

function LoadedProjectUpload({ project, narrow }: { project: Project; narrow: boolean }) {
  const editable = canEdit(project, useIsOwner(project));
  const target = floatingUploadTarget({ onProjectPage: true, signedIn: true, project: { editable } });
  return target === "project" ? <ProjectFloatingUpload project={project} narrow={narrow} /> : null;
}

/**
 * The plain round upload button: for signed-in users it opens the file picker and starts a
 * conversion with the default settings (the job card then follows it); guests get the login hint on
 * hover and, on a tap or click, the same hint as a toast with a sign-in link.
 */
function ConvertFloatingUpload({ narrow }: { narrow: boolean }) {
  const { signedIn } = useCurrentUser();
  const input = useRef<HTMLInputElement>(null);
  /** True while a picked file's bytes are read, before its upload: a second pick then waits. */
  const [checking, setChecking] = useState(false);
  const queryClient = useQueryClient();
  const upload = useMutation({
    // Chunked above 90 MB like the workspace's uploads: a Worker refuses larger request bodies.
    mutationFn: (file: File) => uploadForConversion(file, uploadSettings(file, quickConversionSettings)),
    onSuccess: () => {
      toast(uploadSuccess);
      void queryClient.invalidateQueries({ queryKey: jobKeys.all });
    },
    onError: (error) => toast({ ...uploadFailure(error), variant: "destructive" }),
  });

  async function onPick(file: File | undefined) {
    if (!file) return;
    // A map would be refused by the server only after the whole upload, as on Quick Convert.
    const problem = checkUploadFile(file) ?? labPbrMapNotice(file, checkInWorkspace);
    if (problem) {
      toast({ ...problem, variant: "destructive" });
      return;
    }
    // The workspace's checks of what the bytes are: a text file named .png, or a texture this device
    // cannot decode, is refused here with its name instead of coming back as a 415 or a failed job.
    // Loaded when a file is picked: the button is on every page, and most visits never press it.
    setChecking(true);
    let refusal: Notice | null = null;
    try {
      const { pickedFileRefusal } = await import("../../features/greenhouse/pipeline/texture-readability");
      refusal = await pickedFileRefusal(file);
    } catch {
      // The check could not load or read the file: the upload goes ahead, and the server checks it.
    } finally {
      setChecking(false);
    }
    if (refusal) toast({ ...refusal, variant: "destructive" });
    else upload.mutate(file);
  }
  const busy = checking || upload.isPending;

  return (
    <>
      <LoginRequired>
        <FabButton
          narrow={narrow}
          label="Upload a texture or pack to convert"
          busy={busy}
          busyLabel={checking ? "Checking the file…" : "Uploading…"}
          disabled={!signedIn}
          onClick={() => {
            // A tap never hovers, so guests on touch screens would otherwise get no answer at all.
            if (!signedIn)
              showLoginRequired("Sign in to upload from any page. Guests can still convert in Greenhouse.");
            else if (!busy) input.current?.click();
          }}
        />
      </LoginRequired>
      <input
        ref={input}
        type="file"
        hidden
        accept={UPLOAD_EXTENSIONS.join(",")}
        onChange={(event) => {
          void onPick(event.target.files?.[0]);
          event.target.value = "";
        }}
      />
    </>
  );
}
