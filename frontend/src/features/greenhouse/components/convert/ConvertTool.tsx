import { Cpu, Leaf, ShieldCheck } from "lucide-react";
import { useConvertSession } from "../../hooks/convert-session";
import { useGenerateTextures, useValidateOnly } from "../../hooks/use-convert-actions";
import { useLocalConversion } from "../../hooks/use-local-conversion";
import { validateLabel, validatingLabel } from "../../lib/validation-display";
import { AdvancedControls } from "./AdvancedControls";
import { LocalConversionPanel } from "./LocalConversionPanel";
import { InputSourceControl, SettingsControls } from "./SettingsControls";
import { TextureDrop } from "./TextureDrop";
import { ProgressBar } from "./UploadProgress";

/** The upload/convert tool of the desktop workspace. */
export function ConvertTool() {
  const session = useConvertSession();
  const generate = useGenerateTextures();
  const validate = useValidateOnly();
  const local = useLocalConversion();

  return (
    <div className="gh-convert">
      <section className="gh-card">
        <header className="gh-card-head">
          <h2>Upload</h2>
          {session.projectId !== null && <span className="badge badge-accent">Project #{session.projectId}</span>}
        </header>
        <TextureDrop file={session.file} onFile={session.chooseFile} disabled={generate.isUploading} />
        <InputSourceControl />
        <div className="gh-actions">
          <button
            type="button"
            className="button button-primary button-md"
            onClick={generate.start}
            disabled={generate.isUploading}
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
            {validate.isValidating ? validatingLabel(validate.progress) : validateLabel(session.file)}
          </button>
          <button
            type="button"
            className="button button-ghost button-md"
            onClick={local.start}
            disabled={local.state.phase === "running"}
          >
            <Cpu size={16} aria-hidden />
            Convert on this device
          </button>
        </div>
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
        <AdvancedControls onApply={generate.start} />
      </section>
    </div>
  );
}
