import { ChevronLeft, ChevronRight, ShieldCheck } from "lucide-react";
import { useEffect, useId, useRef, useState } from "react";
import { useJobs } from "../../api/jobs";
import { useConvertSession } from "../../hooks/convert-session";
import { useGenerateTextures, useValidateOnly } from "../../hooks/use-convert-actions";
import { useGenerateRoute } from "../../hooks/use-generate-route";
import { useLocalConversion } from "../../hooks/use-local-conversion";
import { useLocalPreview } from "../../hooks/use-local-preview";
import { startedJob } from "../../lib/jobs";
import { validateLabel, validatingLabel } from "../../lib/validation-display";
import { AdvancedControls } from "../convert/AdvancedControls";
import { LocalConversionPanel } from "../convert/LocalConversionPanel";
import { InputSourceControl, SettingsControls } from "../convert/SettingsControls";
import { TextureDrop } from "../convert/TextureDrop";
import { ProgressBar } from "../convert/UploadProgress";
import { ProjectBadge } from "../ProjectBadge";
import { ProjectNotice } from "../ProjectNotice";
import { ValidatedFilesPanel } from "../panels/ValidatedFilesPanel";
import { ValidationResults } from "../panels/ValidationResults";
import { GenerateButton } from "./GenerateButton";
import { NothingConverted } from "./NothingConverted";
import { ReviewStep } from "./ReviewStep";
import { clampStep, LAST_STEP, stepLabel, wizardSteps } from "./steps";

/** The phone wizard: Upload, Settings, Advanced, Preview with a progress bar and Previous/Next. */
export function MobileWizard() {
  const session = useConvertSession();
  const [step, setStep] = useState(0);
  // A new step takes focus at its title (and says which step it is): focus stayed on Next, or fell to
  // <body> when Generate Textures jumped to step 4 and its button went, and a screen reader said nothing
  // of the page that had changed above it.
  const title = useRef<HTMLHeadingElement>(null);
  const stepLabelId = useId();
  const shownStep = useRef(step);
  useEffect(() => {
    if (step === shownStep.current) return;
    shownStep.current = step;
    title.current?.focus();
  }, [step]);
  // A started server job is followed on the Preview step: there its progress and Download appear.
  const generate = useGenerateTextures({
    onStarted: () => {
      setStep(LAST_STEP);
      window.scrollTo({ top: 0 });
      // Pressed on step 4 itself, its button gives way to the job with no change of step.
      title.current?.focus();
    },
  });
  const validate = useValidateOnly();
  const jobs = useJobs();
  // Only a job started in this session: the phone has no queue, so an older job would be a stranger here.
  const job = startedJob(jobs.data ?? [], session.selectedJobId);
  useLocalPreview();
  const local = useLocalConversion();
  const route = useGenerateRoute();
  const startGenerate = route.onDevice ? local.start : generate.start;

  const current = wizardSteps[step]!;
  const generateButton = <GenerateButton onPress={startGenerate} uploading={generate.isUploading} />;
  return (
    <div className="gh-wizard">
      <header className="gh-wizard-head">
        <div className="gh-wizard-brand">
          <img src="/favicon.svg" alt="" width={22} height={22} />
          <span>Greenhouse</span>
          {session.projectId !== null && <ProjectBadge projectId={session.projectId} />}
        </div>
        <p className="gh-step-label" id={stepLabelId}>
          {stepLabel(step)}
        </p>
        <h1 ref={title} tabIndex={-1} aria-describedby={stepLabelId}>
          {current.title}
        </h1>
        <p className="muted">{current.subtitle}</p>
        <ProgressBar value={((step + 1) / wizardSteps.length) * 100} label="Wizard progress" />
      </header>

      <div className="gh-wizard-body">
        {step === 0 && (
          <div className="gh-stack">
            <ProjectNotice />
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
            {session.validation && (
              <>
                <ValidationResults result={session.validation} />
                {/* The toast sends people to "the files panel"; on a phone it sits right here. */}
                <ValidatedFilesPanel result={session.validation} countShownAbove />
              </>
            )}
          </div>
        )}
        {step === 1 && (
          <div className="gh-stack">
            <InputSourceControl />
            {generateButton}
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
          <ReviewStep
            job={job}
            nothingConverted={
              // A run on this device (a sequence, an oversize image) is not a server job: its progress
              // and Download show here in its place.
              local.state.phase !== "idle" ? (
                <LocalConversionPanel local={local} />
              ) : (
                <NothingConverted
                  hasFiles={session.files.length > 0}
                  onChooseFile={() => setStep(0)}
                  generate={
                    <>
                      {generateButton}
                      {generate.isUploading && <ProgressBar value={generate.progress} label="Upload progress" />}
                      {route.note && <p className="muted small">{route.note}</p>}
                    </>
                  }
                />
              )
            }
          />
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
