import { ImagePlus } from "lucide-react";
import { useId } from "react";
import { toast } from "../../../components/toast";
import { useSourceUpload } from "../hooks/use-source-upload";

/** The image Variations or Upscale works on. */
export interface SourceImage {
  dataUrl: string;
  name: string;
  prompt: string;
}

/** Variations and Upscale asked to run before a source image was chosen. */
export function toastNoSource(): void {
  toast({
    title: "No image chosen",
    description: "Choose a generated texture or upload a PNG first.",
    variant: "destructive",
  });
}

/** Shows the chosen source, or lets a person pick a PNG of their own (the spec's upload buttons, working). */
export function SourcePicker({
  source,
  onSource,
  label,
}: {
  source: SourceImage | null;
  onSource(source: SourceImage): void;
  label: string;
}) {
  const id = useId();
  const take = useSourceUpload(onSource);
  return (
    <div className="ai-source">
      {source ? (
        <img src={source.dataUrl} alt={`Source: ${source.name}`} className="ai-source-image" />
      ) : (
        <div className="ai-source-empty">
          <ImagePlus size={26} aria-hidden />
        </div>
      )}
      <div className="ai-source-text">
        <strong>{source ? source.name : "No image chosen"}</strong>
        <span className="muted small">
          {source ? "Pick another from the results or upload a PNG." : "Use a result's buttons, or upload a PNG."}
        </span>
        <label htmlFor={id} className="button button-secondary button-sm ai-upload">
          Upload PNG
        </label>
        <input
          id={id}
          type="file"
          accept=".png,image/png"
          className="gh-file-input"
          // Starts with its button's words, so "click Upload PNG" finds it by voice (WCAG 2.5.3).
          aria-label={`Upload PNG: ${label.toLowerCase()}`}
          onChange={(event) => {
            void take(event.target.files?.[0]);
            event.target.value = "";
          }}
        />
      </div>
    </div>
  );
}
