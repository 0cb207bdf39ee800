import { Check, Download, ImagePlus, Maximize2, Sprout } from "lucide-react";
import { useId } from "react";
import { Button } from "../../../components/Button";
import { LoginRequired } from "../../../components/LoginRequired";
import type { AiServerSettings } from "../hooks/use-ai-server";
import { useSaveToLibrary } from "../hooks/use-save-to-library";
import { type Upscaled, useUpscale } from "../hooks/use-upscale";
import { type UpscaleMapType, upscaleMethodLabels, upscaleTextureTypes } from "../lib/ai-options";
import { type SourceImage, SourcePicker, toastNoSource } from "./SourcePicker";

/**
 * Upscale: the pipeline's resize to the panel's output size, on the server. Automatic (pixel-art aware)
 * unless the panel's advanced processing is on; then the texture type (guessed from the name, `_n`/`_s`)
 * picks its interpolation method.
 */
export function UpscaleTab({
  source,
  onSource,
  settings,
  onConvert,
}: {
  source: SourceImage | null;
  onSource(source: SourceImage): void;
  settings: AiServerSettings;
  onConvert(file: File): void;
}) {
  const { outputSize } = settings;
  const upscale = useUpscale(source);
  const { result, mapType } = upscale;
  const library = useSaveToLibrary();
  const typeId = useId();

  async function save(upscaled: Upscaled) {
    const png = async () => new Uint8Array(await upscaled.blob.arrayBuffer());
    const item = await library.saveImage(upscaled.url, png, upscaled.name);
    if (item) upscale.markSaved(upscaled, item.id);
  }

  function run() {
    if (!source) {
      toastNoSource();
      return;
    }
    const request = settings.advanced
      ? { mapType, method: settings.interpolation[mapType], blend: settings.blend }
      : { method: "auto" as const };
    upscale.run(
      { image: source.dataUrl, size: outputSize, ...request },
      `${source.name.replace(/\.png$/i, "")}-${outputSize}.png`,
    );
  }

  return (
    <div className="ai-form">
      <SourcePicker
        source={source}
        onSource={(next) => {
          upscale.clear();
          onSource(next);
        }}
        label="Image to upscale"
      />
      {settings.advanced ? (
        <div className="field">
          <label htmlFor={typeId}>Upscale as</label>
          <select
            id={typeId}
            className="input"
            value={mapType}
            onChange={(event) => upscale.chooseMapType(event.target.value as UpscaleMapType)}
          >
            {upscaleTextureTypes.map((type) => (
              <option key={type.value} value={type.value}>
                {type.label}
              </option>
            ))}
          </select>
          <p className="gh-hint">
            To {outputSize}px on the longer side with {upscaleMethodLabels[settings.interpolation[mapType]]} (Advanced
            settings in the AI server panel).
          </p>
        </div>
      ) : (
        <p className="gh-hint">
          To {outputSize}px on the longer side (Output size in the AI server panel). Pixel art stays crisp; painted
          textures are filtered.
        </p>
      )}
      <Button variant="primary" onClick={run} busy={upscale.pending} className="ai-generate">
        <Maximize2 size={16} aria-hidden /> Upscale
      </Button>
      {result && (
        <figure className="ai-upscaled">
          <img src={result.url} alt={`Upscaled ${result.name}`} />
          <figcaption>
            <span className="small">{result.name}</span>
            <a className="button button-outline button-sm" href={result.url} download={result.name}>
              <Download size={14} aria-hidden /> Download
            </a>
            {/* One button through saving and saved (aria-disabled keeps keyboard focus where Enter left it). */}
            <LoginRequired>
              <Button
                size="sm"
                variant="outline"
                className={result.savedAs !== undefined ? "ai-saved" : undefined}
                aria-disabled={result.savedAs !== undefined || library.saving || undefined}
                aria-busy={library.saving || undefined}
                aria-label={result.savedAs !== undefined ? `${result.name} saved to Library` : undefined}
                onClick={() => {
                  if (result.savedAs === undefined && !library.saving) void save(result);
                }}
              >
                {result.savedAs !== undefined ? (
                  <>
                    <Check size={14} aria-hidden /> Saved to Library
                  </>
                ) : (
                  <>
                    {library.saving && <span className="spinner" aria-hidden />}
                    <ImagePlus size={14} aria-hidden /> Save to Library
                  </>
                )}
              </Button>
            </LoginRequired>
            <Button
              size="sm"
              variant="outline"
              onClick={() => onConvert(new File([result.blob], result.name, { type: "image/png" }))}
            >
              <Sprout size={14} aria-hidden /> Convert to LabPBR
            </Button>
          </figcaption>
        </figure>
      )}
    </div>
  );
}
