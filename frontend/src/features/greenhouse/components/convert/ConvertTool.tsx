import { Cpu, Leaf, ShieldCheck } from "lucide-react";
import { useId } from "react";
import { focusWhenPresent } from "../../../../lib/focus-when-present";
import { useConvertSession } from "../../hooks/convert-session";
import { useAttachedProject } from "../../hooks/use-attached-project";
import { useGenerateTextures, useValidateOnly } from "../../hooks/use-convert-actions";
import { useGenerateRoute } from "../../hooks/use-generate-route";
import { useLocalConversion } from "../../hooks/use-local-conversion";
import { uploadProjectId } from "../../lib/attached-project";
import { validateLabel, validatingLabel } from "../../lib/validation-display";
import { ProjectBadge } from "../ProjectBadge";
import { ProjectNotice } from "../ProjectNotice";
import { AdvancedControls } from "./AdvancedControls";
import { generateHelp, onDeviceHelp } from "./action-help";
import { LocalConversionPanel } from "./LocalConversionPanel";
import { InputSourceControl, SettingsControls } from "./SettingsControls";
import { TextureDrop } from "./TextureDrop";
import { ProgressBar } from "./UploadProgress";

/** The upload/convert tool of the desktop workspace. */
export function ConvertTool() {
  const session = useConvertSession();
  // The new job's queue row takes focus, the server's or this device's alike: its Cancel and, later,
  // Download are the next keys away.
  const focusQueueRow = (jobId: string) => focusWhenPresent(`[data-job-id="${CSS.escape(jobId)}"]`);
  const generate = useGenerateTextures({ onStarted: focusQueueRow });
  const validate = useValidateOnly();
  const local = useLocalConversion({ onStarted: focusQueueRow });
  const route = useGenerateRoute();
  const startGenerate = route.onDevice ? local.start : generate.start;
  const intoProject = uploadProjectId(session.projectId, useAttachedProject(session.projectId)) !== null;
  const helpId = useId();

  return (
    <div className="gh-convert">
      <section className="gh-card">
        <header className="gh-card-head">
          <h2>Upload</h2>
          {session.projectId !== null && <ProjectBadge projectId={session.projectId} />}
        </header>
        <ProjectNotice />
        <TextureDrop
          files={session.files}
          onFiles={session.chooseFiles}
          inputType={session.settings.inputType}
          disabled={generate.isUploading}
        />
        <InputSourceControl />
        <div className="gh-actions">
          <button
            type="button"
            className="button button-primary button-md"
            onClick={startGenerate}
            // Not `disabled`: a disabled button drops keyboard focus to the page while the upload runs.
            aria-disabled={generate.isUploading || undefined}
            aria-describedby={`${helpId}-generate`}
          >
            <Leaf size={16} aria-hidden />
            {generate.isUploading ? "Growing with Greenhouse..." : "Generate Textures"}
          </button>
          <button
            type="button"
            className="button button-outline button-md"
            onClick={validate.start}
            disabled={validate.isValidating || generate.isUploading}
          >
            <ShieldCheck size={16} aria-hidden />
            {validate.isValidating ? validatingLabel(validate.progress) : validateLabel(session.files)}
          </button>
          {/* Outlined like Validate beside it: a ghost button's muted text read as disabled until hovered. */}
          <button
            type="button"
            className="button button-outline button-md"
            onClick={() => {
              if (local.state.phase !== "running") void local.start();
            }}
            aria-disabled={local.state.phase === "running" || undefined}
            aria-describedby={`${helpId}-device`}
          >
            <Cpu size={16} aria-hidden />
            Convert on this device
          </button>
        </div>
        {/* Two look-alike convert buttons: each says where the work happens and what is kept. */}
        <ul className="gh-action-help muted small" data-testid="convert-action-help">
          <li id={`${helpId}-generate`}>
            <strong>Generate Textures:</strong> {generateHelp({ onDevice: route.onDevice, intoProject })}
          </li>
          <li id={`${helpId}-device`}>
            <strong>Convert on this device:</strong> {onDeviceHelp}
          </li>
        </ul>
        {route.note && (
          <p className="muted small" data-testid="server-limit-note">
            {route.note}
          </p>
        )}
        <LocalConversionPanel local={local} />
        {generate.isUploading && (
          <div className="gh-upload-progress">
            <ProgressBar value={generate.progress} label="Upload progress" />
            <span className="muted small">Uploading {generate.progress}%</span>
          </div>
        )}
      </section>
      <section className="gh-card">
        <header className="gh-card-head">
          <h2>Conversion settings</h2>
        </header>
        <SettingsControls />
      </section>
      <section className="gh-card">
        <header className="gh-card-head">
          <h2>Advanced processing</h2>
        </header>
        <AdvancedControls onApply={startGenerate} />
      </section>
    </div>
  );
}
