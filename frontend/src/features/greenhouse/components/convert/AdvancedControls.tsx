import {
  type AdvancedProcessing,
  hasAdvancedProcessing,
  type Interpolation,
  textureResolutions,
} from "@greenhouse/wasm-pipeline";
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

/** A labelled native select over a fixed list of options. */
function OptionSelect({
  label,
  value,
  options,
  disabled,
  onChange,
}: {
  label: string;
  value: string | number;
  options: { value: string | number; label: string }[];
  disabled: boolean;
  onChange(value: string): void;
}) {
  return (
    <select aria-label={label} value={value} disabled={disabled} onChange={(e) => onChange(e.target.value)}>
      {options.map((option) => (
        <option key={option.value} value={option.value}>
          {option.label}
        </option>
      ))}
    </select>
  );
}

/** Resize / Compress / CTM Split tabs and Apply Advanced Processing (product spec, sections 2 and 5). */
export function AdvancedControls({ onApply }: { onApply(): void }) {
  const { advanced, updateAdvanced } = useConvertSession();
  // The spec's rule for Apply: at least one of resize, compress or CTM split is on.
  const enabled = hasAdvancedProcessing(advanced);
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
                <OptionSelect
                  label={`${field.label} resolution`}
                  value={advanced[field.size]}
                  options={textureResolutions.map((size) => ({ value: size, label: `${size}px` }))}
                  disabled={!advanced.enableBulkResize}
                  onChange={(value) => updateAdvanced({ [field.size]: Number(value) })}
                />
                <OptionSelect
                  label={`${field.label} interpolation`}
                  value={advanced[field.filter]}
                  options={interpolations.map((method) => ({ value: method, label: method }))}
                  disabled={!advanced.enableBulkResize}
                  onChange={(value) => updateAdvanced({ [field.filter]: value as Interpolation })}
                />
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
