import { Download, Trash2 } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import { Button } from "../../../../components/Button";
import { Tooltip } from "../../../../components/Tooltip";
import { toast } from "../../../../components/toast";
import { errorMessage, HttpError } from "../../../../lib/api-client";
import { focusAfterRemoval } from "../../../../lib/focus-after-removal";
import { isEditableProjectFile } from "../../../editor/lib/project-link";
import { useDeleteProjectFiles, useDownloadProjectFile } from "../../api/project-files";
import type { Project, ProjectFile } from "../../api/types";
import { mapNames } from "../../lib/texture-groups";
import { DeleteTextureDialog } from "./DeleteTextureDialog";
import { EditTextureButton } from "./EditTextureButton";

interface TextureActionsProps {
  project: Project;
  file: ProjectFile;
  /** The texture's `_n`/`_s` maps, deleted with it (a map left behind would become a texture of its own). */
  maps?: ProjectFile[];
  /** The `.mcmeta` animations of the texture and its maps: left behind, they would animate a new upload at its path. */
  animations?: ProjectFile[];
  /** Editors and the owner may edit (PNG only) and delete; everyone who can view may download. */
  canDelete: boolean;
  /** "icons" on a texture card, "buttons" with their words in a detail panel. */
  layout: "icons" | "buttons";
}

/** Download and (for editors) Edit and Delete for one texture of a project, with the confirmation and toasts. */
export function TextureActions({ project, file, maps = [], animations = [], canDelete, layout }: TextureActionsProps) {
  const download = useDownloadProjectFile(project.id);
  const remove = useDeleteProjectFiles(project.id);
  const [confirming, setConfirming] = useState(false);
  const root = useRef<HTMLDivElement>(null);
  const canEdit = canDelete && isEditableProjectFile(file.name);

  const save = () =>
    download.mutate(file, {
      onError: (error) => toast({ title: "Download failed", description: errorMessage(error), variant: "destructive" }),
    });
  const confirmDelete = () =>
    remove.mutate([...animations, ...maps, file], {
      onSuccess: () => {
        setConfirming(false);
        focusAfterRemoval(root.current?.closest("li") ?? null);
        const what = maps.length > 0 ? `${file.name} and its ${mapNames(maps)} were` : `${file.name} was`;
        toast({ title: "Texture deleted", description: `${what} removed from ${project.name}.` });
      },
      onError: (error) => {
        // Refused for good (access taken away, texture or project gone): asking again could only fail again.
        if (isRefusal(error)) setConfirming(false);
        toast({ title: "Failed to delete texture", description: errorMessage(error), variant: "destructive" });
      },
    });
  // The role can drop while the question is open (the owner made this member a viewer): close it, or
  // it kept offering a Delete the page no longer shows and the server refuses.
  useEffect(() => {
    if (!canDelete) setConfirming(false);
  }, [canDelete]);

  return (
    <div ref={root} className={layout === "icons" ? "texture-actions" : "texture-actions texture-actions-buttons"}>
      {/* Edit leads, so Download is still followed by Delete for the keyboard. */}
      {canEdit && <EditTextureButton project={project} file={file} layout={layout} />}
      {layout === "icons" ? (
        <>
          <Tooltip content="Download">
            <Button
              variant="ghost"
              size="icon"
              aria-label={`Download ${file.name}`}
              busy={download.isPending}
              onClick={save}
            >
              <Download size={16} aria-hidden />
            </Button>
          </Tooltip>
          {canDelete && (
            <Tooltip content="Delete">
              <Button
                variant="ghost"
                size="icon"
                className="danger"
                aria-label={`Delete ${file.name}`}
                onClick={() => setConfirming(true)}
              >
                <Trash2 size={16} aria-hidden />
              </Button>
            </Tooltip>
          )}
        </>
      ) : (
        <>
          <Button variant="secondary" size="sm" busy={download.isPending} onClick={save}>
            <Download size={16} aria-hidden /> Download
          </Button>
          {canDelete && (
            <Button variant="destructive" size="sm" onClick={() => setConfirming(true)}>
              <Trash2 size={16} aria-hidden /> Delete
            </Button>
          )}
        </>
      )}
      <DeleteTextureDialog
        path={confirming && canDelete ? file.path : null}
        maps={maps.map((map) => map.name)}
        projectName={project.name}
        busy={remove.isPending}
        onCancel={() => setConfirming(false)}
        onConfirm={confirmDelete}
      />
    </div>
  );
}

/** A 403 or 404: the server will keep refusing this delete, unlike a network blip or a 5xx. */
function isRefusal(error: unknown): boolean {
  return error instanceof HttpError && (error.status === 403 || error.status === 404);
}
