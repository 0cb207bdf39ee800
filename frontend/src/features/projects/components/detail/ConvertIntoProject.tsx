import { Sprout } from "lucide-react";
import { ButtonLink } from "../../../../components/Button";
import { convertIntoProjectHref } from "../../lib/project-file-checks";

/**
 * Opens Greenhouse's Convert with this project attached, where a resource pack (.zip) or a texture is
 * converted and its maps land in the project. Upload takes images only, so without this a pack had no
 * visible way into the project.
 */
export function ConvertIntoProject({ projectId, className }: { projectId: number; className?: string }) {
  return (
    <ButtonLink
      to={convertIntoProjectHref(projectId)}
      variant="secondary"
      className={className}
      title="Convert a resource pack (.zip) or a texture in Greenhouse; the maps are added to this project"
    >
      <Sprout size={16} aria-hidden /> Convert into project
    </ButtonLink>
  );
}
