import { CopyPlus, Download, Leaf, Replace, Save } from "lucide-react";
import { LoginRequired } from "../../../components/LoginRequired";
import { signInUrl } from "../../../lib/auth";
import { namesLinkedItem } from "../api/encode-png";
import type { ProjectLink } from "../lib/project-link";

interface OutputActionsProps {
  onExport(): void;
  exporting: boolean;
  onConvert(): void;
  onSave(): void;
  /** Adds the texture as a new Library item even though it is linked to one. */
  onSaveAsNew(): void;
  saving: boolean;
  /** The Library item Save Texture updates (the texture came from it or was saved as it), if any. */
  linkedName: string | null;
  /** The file name the texture saves under now (its name field). */
  fileName: string;
  /** The project file Save Texture writes back to (the texture was opened from it), if any. */
  project: ProjectLink | null;
  signedIn: boolean;
  /** Signs in without losing the drawing (it is carried across the round trip). */
  onSignIn(): void;
}

/**
 * Export PNG (anyone) and Save Texture (to the Library; signed-out users are told why it needs sign-in).
 * A texture linked to a Library item saves over it; "Save as new" is then offered for a copy. Once the
 * name field no longer reads the item's name, a new name reads as a new file: Save Texture adds it and
 * "Replace <item>" is the explicit way to save over the item under the new name (a review found a
 * renamed variant silently replacing its original). A texture opened from a project saves back over its
 * project file, whatever the name field reads (the path is the file's identity in the pack), and "Save as
 * new" puts a copy in the Library instead.
 */
export function OutputActions(props: OutputActionsProps) {
  const { project, signedIn } = props;
  if (project && signedIn) return <ProjectOutputActions {...props} project={project} />;
  return <LibraryOutputActions {...props} />;
}

/** Save Texture writes back to the project file; Save as new adds a copy to the Library. */
function ProjectOutputActions(props: OutputActionsProps & { project: ProjectLink }) {
  const { onExport, exporting, onConvert, onSave, onSaveAsNew, saving, project } = props;
  return (
    <>
      <div className="ed-group">
        <ConvertAndExport onConvert={onConvert} onExport={onExport} exporting={exporting} />
        <button
          type="button"
          className="button button-primary button-sm"
          onClick={onSave}
          title={`Save over ${project.path} in ${project.projectName}`}
          aria-disabled={saving || undefined}
          aria-busy={saving || undefined}
        >
          <Save size={15} aria-hidden />
          {saving ? "Saving..." : "Save Texture"}
        </button>
        <button
          type="button"
          className="button button-outline button-sm"
          onClick={onSaveAsNew}
          title={`Add a copy to your Library and leave ${project.fileName} in ${project.projectName} as it is`}
          aria-disabled={saving || undefined}
        >
          <CopyPlus size={15} aria-hidden />
          Save as new
        </button>
      </div>
      {/* Where Save goes, in words: the button alone reads like the Library save every other texture gets.
          The file's name, not its path: on a phone the path was cut before the name. */}
      <p className="ed-target muted small" data-testid="editor-project-target" title={project.path}>
        Saves to <strong>{project.projectName}</strong>: {project.fileName}
      </p>
    </>
  );
}

function ConvertAndExport({
  onConvert,
  onExport,
  exporting,
}: Pick<OutputActionsProps, "onConvert" | "onExport" | "exporting">) {
  return (
    <>
      <button
        type="button"
        className="button button-ghost button-sm"
        onClick={onConvert}
        title="Use this texture as the file to convert"
        aria-label="Convert this texture"
      >
        <Leaf size={15} aria-hidden />
        Convert
      </button>
      <button type="button" className="button button-outline button-sm" onClick={onExport} disabled={exporting}>
        <Download size={15} aria-hidden />
        Export PNG
      </button>
    </>
  );
}

function LibraryOutputActions(props: OutputActionsProps) {
  const { onExport, exporting, onConvert, onSave, onSaveAsNew, saving, linkedName, fileName, signedIn, onSignIn } =
    props;
  const linked = signedIn && linkedName !== null;
  const renamed = linked && !namesLinkedItem(fileName, linkedName);
  const updates = linked && !renamed;
  return (
    <>
      <div className="ed-group">
        <ConvertAndExport onConvert={onConvert} onExport={onExport} exporting={exporting} />
        <LoginRequired>
          <button
            type="button"
            className="button button-primary button-sm"
            onClick={renamed ? onSaveAsNew : onSave}
            title={
              renamed
                ? `Add ${fileName} to your Library and leave ${linkedName} as it is`
                : updates
                  ? `Update ${linkedName} in your Library`
                  : "Add this texture to your Library"
            }
            aria-disabled={saving || undefined}
            aria-busy={saving || undefined}
          >
            <Save size={15} aria-hidden />
            {saving ? "Saving..." : "Save Texture"}
          </button>
        </LoginRequired>
        {renamed && (
          <button
            type="button"
            className="button button-outline button-sm ed-replace"
            onClick={onSave}
            title={`Save over ${linkedName} in your Library, renamed ${fileName}`}
            aria-label={`Replace ${linkedName}`}
            aria-disabled={saving || undefined}
          >
            <Replace size={15} aria-hidden />
            {/* A long item name is cut with an ellipsis (the full name is in the label and title); it ran
                past the header's right edge at 1280 px. */}
            <span className="ed-replace-name">Replace {linkedName}</span>
          </button>
        )}
        {updates && (
          <button
            type="button"
            className="button button-outline button-sm"
            onClick={onSaveAsNew}
            title={`Add a copy to your Library and leave ${linkedName} as it is`}
            aria-disabled={saving || undefined}
          >
            <CopyPlus size={15} aria-hidden />
            Save as new
          </button>
        )}
      </div>
      {!signedIn && (
        <p className="ed-signin muted small" data-testid="editor-signin-note">
          Saving to your Library needs sign-in.{" "}
          <a
            href={signInUrl}
            onClick={(event) => {
              event.preventDefault();
              onSignIn();
            }}
          >
            Sign in with Discord
          </a>{" "}
          — Export PNG works without it.
        </p>
      )}
    </>
  );
}
