import { ChevronLeft, ChevronRight, Download, Leaf, ShieldCheck } from "lucide-react";
import { useState } from "react";
import { useJobs } from "../../api/jobs";
import { useConvertSession } from "../../hooks/convert-session";
import { useDownloadJob, useGenerateTextures, useValidateOnly } from "../../hooks/use-convert-actions";
import { useGenerateRoute } from "../../hooks/use-generate-route";
import { useLocalConversion } from "../../hooks/use-local-conversion";
import { useLocalPreview } from "../../hooks/use-local-preview";
import { selectJobId } from "../../lib/jobs";
import { validateLabel, validatingLabel } from "../../lib/validation-display";
import { AdvancedControls } from "../convert/AdvancedControls";
import { LocalConversionPanel } from "../convert/LocalConversionPanel";
import { InputSourceControl, SettingsControls } from "../convert/SettingsControls";
import { TextureDrop } from "../convert/TextureDrop";
import { ProgressBar } from "../convert/UploadProgress";
import { ProjectBadge } from "../ProjectBadge";
import { FilesPanel } from "../panels/FilesPanel";
import { GrowthProgress } from "../panels/GrowthProgress";
import { ValidationResults } from "../panels/ValidationResults";
import { ChannelPreviewer } from "../preview/ChannelPreviewer";
import { clampStep, LAST_STEP, stepLabel, wizardSteps } from "./steps";

/** The phone wizard: Upload, Settings, Advanced, Preview with a progress bar and Previous/Next. */
export function MobileWizard() {
  const session = useConvertSession();
  const [step, setStep] = useState(0);
  // A started server job is followed on the Preview step: there its progress and Download appear.
  const generate = useGenerateTextures({
    onStarted: () => {
      setStep(LAST_STEP);
      window.scrollTo({ top: 0 });
    },
  });
  const validate = useValidateOnly();
  const download = useDownloadJob();
  const jobs = useJobs();
  const list = jobs.data ?? [];
  const job = list.find((j) => j.id === selectJobId(list, session.selectedJobId)) ?? null;
  useLocalPreview();
  const local = useLocalConversion();
  const route = useGenerateRoute();
  const startGenerate = route.onDevice ? local.start : generate.start;

  const current = wizardSteps[step]!;
  return (
    <div className="gh-wizard">
      <header className="gh-wizard-head">
        <div className="gh-wizard-brand">
          <img src="/favicon.svg" alt="" width={22} height={22} />
          <span>Greenhouse</span>
          {session.projectId !== null && <ProjectBadge projectId={session.projectId} />}
        </div>
        <p className="gh-step-label">{stepLabel(step)}</p>
        <h1>{current.title}</h1>
        <p className="muted">{current.subtitle}</p>
        <ProgressBar value={((step + 1) / wizardSteps.length) * 100} label="Wizard progress" />
      </header>

      <div className="gh-wizard-body">
        {step === 0 && (
          <div className="gh-stack">
            <TextureDrop
              allowFolder={false}
              files={session.files}
              onFiles={session.chooseFiles}
              inputType={session.settings.inputType}
              disabled={generate.isUploading}
            />
            <button
              type="button"
              className="button button-outline button-lg gh-block"
              onClick={validate.start}
              disabled={validate.isValidating || generate.isUploading}
            >
              <ShieldCheck size={18} aria-hidden />
              {validate.isValidating ? validatingLabel(validate.progress) : validateLabel(session.files)}
            </button>
            {session.validation && <ValidationResults result={session.validation} />}
          </div>
        )}
        {step === 1 && (
          <div className="gh-stack">
            <InputSourceControl />
            <button
              type="button"
              className="button button-primary button-lg gh-block"
              onClick={startGenerate}
              disabled={generate.isUploading}
            >
              <Leaf size={18} aria-hidden />
              {generate.isUploading ? "Growing with Greenhouse..." : "Generate Textures"}
            </button>
            {generate.isUploading && <ProgressBar value={generate.progress} label="Upload progress" />}
            {route.note && (
              <p className="muted small" data-testid="server-limit-note">
                {route.note}
              </p>
            )}
            <LocalConversionPanel local={local} />
            <SettingsControls />
          </div>
        )}
        {step === 2 && (
          <div className="gh-stack">
            <AdvancedControls onApply={startGenerate} />
            {/* Apply converts on the device for a sequence or an oversize image: its progress shows here. */}
            <LocalConversionPanel local={local} />
          </div>
        )}
        {step === 3 && (
          <div className="gh-stack">
            <ChannelPreviewer preview={session.preview} height={300} />
            {job && (
              <section className="gh-card">
                <header className="gh-card-head">
                  <h2>{job.filename}</h2>
                </header>
                <GrowthProgress job={job} />
                {job.status === "completed" && (
                  <button
                    type="button"
                    className="button button-primary button-md gh-block"
                    onClick={() => download.mutate({ id: job.id, filename: job.filename })}
                    disabled={download.isPending}
                  >
                    <Download size={16} aria-hidden /> Download
                  </button>
                )}
              </section>
            )}
            {/* The phone's way into a converted pack: open any file to preview it above. */}
            {job?.status === "completed" && (
              <section className="gh-card" aria-label="Files & Validation">
                <header className="gh-card-head">
                  <h2>Files &amp; Validation</h2>
                </header>
                <FilesPanel job={job} />
              </section>
            )}
          </div>
        )}
      </div>

      <nav className="gh-wizard-nav" aria-label="Wizard">
        <button
          type="button"
          className="button button-secondary button-lg"
          disabled={step === 0}
          onClick={() => setStep((s) => clampStep(s - 1))}
        >
          <ChevronLeft size={18} aria-hidden /> Previous
        </button>
        <button
          type="button"
          className="button button-primary button-lg"
          disabled={step === LAST_STEP}
          onClick={() => setStep((s) => clampStep(s + 1))}
        >
          Next <ChevronRight size={18} aria-hidden />
        </button>
      </nav>
    </div>
  );
}
