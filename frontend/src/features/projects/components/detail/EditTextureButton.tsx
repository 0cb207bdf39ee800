import { Pencil } from "lucide-react";
import { useState } from "react";
import { useNavigate } from "react-router-dom";
import { Button } from "../../../../components/Button";
import { Tooltip } from "../../../../components/Tooltip";
import { toast } from "../../../../components/toast";
import { errorMessage } from "../../../../lib/api-client";
import { projectLinkOf, projectTextureFile } from "../../../editor/api/project-texture";
import { sendProjectFileToEditor } from "../../../editor/lib/editor-inbox";
import type { Project, ProjectFile } from "../../api/types";

/**
 * Opens a project texture in the workspace's Editor, as the Library's Edit does for an item; Save Texture
 * there writes the PNG back to this file. Only for people who may edit the project and only for PNG files
 * (the caller checks both): the editor writes PNG, and the project keeps a file's bytes behind its name.
 */
export function EditTextureButton({
  project,
  file,
  layout,
}: {
  project: Project;
  file: ProjectFile;
  layout: "icons" | "buttons";
}) {
  const navigate = useNavigate();
  const [opening, setOpening] = useState(false);
  const edit = async () => {
    setOpening(true);
    try {
      sendProjectFileToEditor(await projectTextureFile(project.id, file), projectLinkOf(project, file));
      navigate("/greenhouse?view=editor");
      // The router keeps the page's scroll: on a phone, a card far down the project page opened the
      // editor scrolled past its Save Texture.
      window.scrollTo({ top: 0 });
    } catch (error) {
      setOpening(false);
      toast({ title: `Could not open ${file.name}`, description: errorMessage(error), variant: "destructive" });
    }
  };
  if (layout === "buttons") {
    return (
      <Button variant="secondary" size="sm" busy={opening} onClick={() => void edit()}>
        <Pencil size={16} aria-hidden /> Edit
      </Button>
    );
  }
  return (
    <Tooltip content="Edit in the Editor">
      <Button variant="ghost" size="icon" aria-label={`Edit ${file.name}`} busy={opening} onClick={() => void edit()}>
        <Pencil size={16} aria-hidden />
      </Button>
    </Tooltip>
  );
}
