import { type AdvancedProcessing, type Interpolation, textureResolutions } from "@greenhouse/wasm-pipeline";
import * as Tabs from "@radix-ui/react-tabs";
import { toast } from "../../../../components/toast";
import { useConvertSession } from "../../hooks/convert-session";
import { noProcessingOptionsNotice } from "../../lib/file-checks";
import { Slider, Toggle } from "./Slider";

const interpolations: Interpolation[] = ["nearest", "linear", "cubic", "lanczos"];

const resolutionFields: {
  size: keyof AdvancedProcessing & `${string}Resolution`;
  filter: keyof AdvancedProcessing & `${string}Interpolation`;
  label: string;
}[] = [
  { size: "baseColorResolution", filter: "baseColorInterpolation", label: "Base colour" },
  { size: "normalResolution", filter: "normalInterpolation", label: "Normal" },
  { size: "specularResolution", filter: "specularInterpolation", label: "Specular" },
];

/** True when at least one of resize, compress or CTM split is on (the spec's rule for Apply). */
export function hasProcessingOption(advanced: AdvancedProcessing): boolean {
  return advanced.enableBulkResize || advanced.enableCompression || advanced.enableCTMSplit;
}

/** Resize / Compress / CTM Split tabs and Apply Advanced Processing (product spec, sections 2 and 5). */
export function AdvancedControls({ onApply }: { onApply(): void }) {
  const { advanced, updateAdvanced } = useConvertSession();
  const enabled = hasProcessingOption(advanced);
  return (
    <div className="gh-advanced">
      <Tabs.Root defaultValue="resize">
        <Tabs.List className="gh-segmented" aria-label="Advanced processing">
          <Tabs.Trigger className="gh-segment" value="resize">
            Resize
          </Tabs.Trigger>
          <Tabs.Trigger className="gh-segment" value="compress">
            Compress
          </Tabs.Trigger>
          <Tabs.Trigger className="gh-segment" value="ctm">
            CTM Split
          </Tabs.Trigger>
        </Tabs.List>
        <Tabs.Content value="resize" className="gh-tab-body">
          <Toggle
            label="Bulk resize"
            checked={advanced.enableBulkResize}
            onChange={(enableBulkResize) => updateAdvanced({ enableBulkResize })}
          />
          <div className="gh-resize-grid">
            {resolutionFields.map((field) => (
              <div key={field.size} className="gh-resize-row">
                <span>{field.label}</span>
                <select
                  aria-label={`${field.label} resolution`}
                  value={advanced[field.size]}
                  disabled={!advanced.enableBulkResize}
                  onChange={(e) => updateAdvanced({ [field.size]: Number(e.target.value) })}
                >
                  {textureResolutions.map((size) => (
                    <option key={size} value={size}>
                      {size}px
                    </option>
                  ))}
                </select>
                <select
                  aria-label={`${field.label} interpolation`}
                  value={advanced[field.filter]}
                  disabled={!advanced.enableBulkResize}
                  onChange={(e) => updateAdvanced({ [field.filter]: e.target.value as Interpolation })}
                >
                  {interpolations.map((method) => (
                    <option key={method} value={method}>
                      {method}
                    </option>
                  ))}
                </select>
              </div>
            ))}
          </div>
        </Tabs.Content>
        <Tabs.Content value="compress" className="gh-tab-body">
          <Toggle
            label="Compression"
            checked={advanced.enableCompression}
            onChange={(enableCompression) => updateAdvanced({ enableCompression })}
          />
          <Slider
            label="Compression quality"
            min={30}
            max={100}
            step={5}
            value={advanced.compressionQuality}
            disabled={!advanced.enableCompression}
            onChange={(compressionQuality) => updateAdvanced({ compressionQuality })}
          />
          <Toggle
            label="Dithering"
            checked={advanced.enableDithering}
            disabled={!advanced.enableCompression}
            onChange={(enableDithering) => updateAdvanced({ enableDithering })}
          />
        </Tabs.Content>
        <Tabs.Content value="ctm" className="gh-tab-body">
          <Toggle
            label="CTM split"
            checked={advanced.enableCTMSplit}
            onChange={(enableCTMSplit) => updateAdvanced({ enableCTMSplit })}
          />
          <Slider
            label="CTM variations"
            min={1}
            max={47}
            step={1}
            value={advanced.ctmVariations}
            disabled={!advanced.enableCTMSplit}
            onChange={(ctmVariations) => updateAdvanced({ ctmVariations })}
          />
        </Tabs.Content>
      </Tabs.Root>
      <button
        type="button"
        className="button button-secondary button-md gh-block"
        aria-disabled={!enabled}
        onClick={() => {
          if (!enabled) {
            toast({ ...noProcessingOptionsNotice, variant: "destructive" });
            return;
          }
          onApply();
        }}
      >
        Apply Advanced Processing
      </button>
    </div>
  );
}
