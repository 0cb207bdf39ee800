import { Check, CornerLeftUp, Download, ImagePlus, Maximize2, Shuffle, Sprout } from "lucide-react";
import { LoginRequired } from "../../../components/LoginRequired";
import type { GeneratedTexture } from "../hooks/use-generate";
import { imageFileName } from "../lib/prompt";

export interface ResultActions {
  onConvert(texture: GeneratedTexture): void;
  onVary(texture: GeneratedTexture): void;
  onUpscale(texture: GeneratedTexture): void;
  /** Puts a Generate result's seed into the Seed box, to make it again or vary the prompt around it. */
  onUseSeed(texture: GeneratedTexture): void;
  onSave(texture: GeneratedTexture): void;
  /** The person downloaded it: it is kept outside this page. */
  onDownload(texture: GeneratedTexture): void;
  /** A save is in flight (its button waits). */
  saving: boolean;
}

/**
 * Generated images with download, Save to Library (then shown as saved), Convert to LabPBR, hand-offs
 * to Variations and Upscale, and (Generate results) Use seed.
 */
export function ResultsGrid({ textures, ...actions }: { textures: GeneratedTexture[] } & ResultActions) {
  if (textures.length === 0) {
    return <p className="gh-empty muted">Generated textures appear here. Describe one and press Generate.</p>;
  }
  return (
    <ul className="ai-results" aria-label="Generated textures">
      {textures.map((texture) => (
        <li key={texture.id} className="ai-result">
          <img src={texture.dataUrl} alt={`${texture.prompt}, ${texture.label}`} className="ai-result-image" />
          <div className="ai-result-meta">
            <div className="ai-result-seed">
              <span className="small">{texture.label}</span>
              {texture.madeBy === "generate" && (
                <button
                  type="button"
                  className="ai-use-seed"
                  aria-label={`Use seed ${texture.seed}`}
                  title="Put this seed in the Seed box: the same prompt and settings make this texture again"
                  onClick={() => actions.onUseSeed(texture)}
                >
                  <CornerLeftUp size={13} aria-hidden /> Use seed
                </button>
              )}
            </div>
            <div className="ai-result-actions">
              <a
                className="icon-button"
                href={texture.dataUrl}
                download={imageFileName(texture.prompt, texture.seed)}
                aria-label={`Download ${texture.label}`}
                title="Download PNG"
                onClick={() => actions.onDownload(texture)}
              >
                <Download size={16} />
              </a>
              {/* The Library lives on the server behind sign-in; guests get the hint (and a toast on tap). */}
              <SaveToLibraryButton texture={texture} saving={actions.saving} onSave={actions.onSave} />
              <button
                type="button"
                className="icon-button"
                aria-label={`Variations of ${texture.label}`}
                title="Variations"
                onClick={() => actions.onVary(texture)}
              >
                <Shuffle size={16} />
              </button>
              <button
                type="button"
                className="icon-button"
                aria-label={`Upscale ${texture.label}`}
                title="Upscale"
                onClick={() => actions.onUpscale(texture)}
              >
                <Maximize2 size={16} />
              </button>
            </div>
          </div>
          <button
            type="button"
            className="button button-outline button-sm ai-convert"
            onClick={() => actions.onConvert(texture)}
            aria-label={`Convert ${texture.label} to LabPBR`}
          >
            <Sprout size={14} aria-hidden /> Convert to LabPBR
          </button>
        </li>
      ))}
    </ul>
  );
}

/**
 * Save to Library, then "saved" (saved once is enough: a second save would only add the same image again).
 * One button through both states, unavailable by `aria-disabled` rather than `disabled`: a disabled
 * button drops keyboard focus to the page, and pressing Enter on it left the person at the top.
 */
function SaveToLibraryButton({
  texture,
  saving,
  onSave,
}: {
  texture: GeneratedTexture;
  saving: boolean;
  onSave(texture: GeneratedTexture): void;
}) {
  const saved = texture.savedAs !== undefined;
  return (
    <LoginRequired>
      <button
        type="button"
        className={saved ? "icon-button ai-saved" : "icon-button"}
        aria-label={saved ? `${texture.label} saved to Library` : `Save ${texture.label} to Library`}
        title={saved ? "Saved to Library" : "Save to Library"}
        aria-disabled={saved || saving || undefined}
        onClick={() => {
          if (!saved && !saving) onSave(texture);
        }}
      >
        {saved ? <Check size={16} aria-hidden /> : <ImagePlus size={16} aria-hidden />}
      </button>
    </LoginRequired>
  );
}
