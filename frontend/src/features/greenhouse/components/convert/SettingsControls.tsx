import type { ConversionSettings } from "@greenhouse/wasm-pipeline";
import { useId } from "react";
import { useConvertSession } from "../../hooks/convert-session";
import { baseColorHint } from "../../lib/base-color-hint";
import { allowedInputTypes, disabledSourceReason, inputSourceHint, inputSources } from "../../lib/input-source";
import { Slider, Toggle } from "./Slider";

const mapToggles: { key: keyof ConversionSettings & `generate${string}`; label: string }[] = [
  { key: "generateBaseColor", label: "Base colour" },
  { key: "generateRoughness", label: "Smoothness (_s)" },
  { key: "generateNormal", label: "Normal (_n)" },
  { key: "generateHeight", label: "Height" },
  { key: "generateAO", label: "Ambient occlusion" },
];

interface SettingSlider {
  key: "baseColorContrast" | "roughnessIntensity" | "normalStrength" | "heightDepth" | "aoRadius";
  label: string;
  min: number;
  max: number;
  step: number;
  /** Decimals shown beside the slider. */
  digits: number;
}

/** The numeric settings in the order the panel shows them (Invert roughness sits after the second). */
const settingSliders: SettingSlider[] = [
  { key: "baseColorContrast", label: "Contrast", min: 0, max: 2, step: 0.1, digits: 1 },
  { key: "roughnessIntensity", label: "Roughness intensity", min: 0, max: 1, step: 0.1, digits: 1 },
  { key: "normalStrength", label: "Normal strength", min: 0, max: 3, step: 0.1, digits: 1 },
  { key: "heightDepth", label: "Height depth", min: 0, max: 1, step: 0.01, digits: 2 },
  { key: "aoRadius", label: "AO radius", min: 0, max: 1, step: 0.1, digits: 1 },
];

/**
 * Input source radio: it follows the chosen files (a .zip is always a resource pack, one image a single
 * texture, several images a sequence), so sources that cannot apply to them are locked.
 */
export function InputSourceControl() {
  const { settings, updateSettings, files } = useConvertSession();
  const idPrefix = useId();
  const allowed = allowedInputTypes(files);
  const hint = inputSourceHint(files, settings.inputType);
  const reasons = inputSources.map((source) => ({ ...source, reason: disabledSourceReason(files, source.value) }));
  return (
    <fieldset className="gh-fieldset">
      <legend>Input source</legend>
      <div className="gh-radio-row">
        {reasons.map((source) => (
          // A greyed-out option says why on hover (title) and to a screen reader (its description).
          <label key={source.value} className="gh-radio" title={source.reason ?? undefined}>
            <input
              type="radio"
              name="input-source"
              value={source.value}
              checked={settings.inputType === source.value}
              disabled={!allowed.includes(source.value)}
              aria-describedby={source.reason ? `${idPrefix}-${source.value}-reason` : undefined}
              onChange={() => updateSettings({ inputType: source.value })}
            />
            <span>{source.label}</span>
          </label>
        ))}
      </div>
      {/* Outside the labels, so a reason describes its radio without becoming part of its name. */}
      {reasons.map(
        (source) =>
          source.reason && (
            <span key={source.value} id={`${idPrefix}-${source.value}-reason`} className="visually-hidden">
              {source.reason}
            </span>
          ),
      )}
      {hint && <p className="gh-hint">{hint}</p>}
    </fieldset>
  );
}

/** The conversion settings with the spec's ranges, steps and defaults (sections 3 and 5). */
export function SettingsControls() {
  const { settings, updateSettings, openedWithPreset } = useConvertSession();
  const renderSlider = (slider: SettingSlider) => (
    <Slider
      key={slider.key}
      label={slider.label}
      min={slider.min}
      max={slider.max}
      step={slider.step}
      value={settings[slider.key]}
      format={(v) => v.toFixed(slider.digits)}
      onChange={(value) => updateSettings({ [slider.key]: value })}
    />
  );
  return (
    <div className="gh-settings">
      {openedWithPreset && (
        <p className="gh-hint" data-testid="default-preset-note">
          Your default preset “{openedWithPreset}” is applied.
        </p>
      )}
      <fieldset className="gh-fieldset">
        <legend>Maps to generate</legend>
        <div className="gh-toggle-grid">
          {mapToggles.map((toggle) => (
            <Toggle
              key={toggle.key}
              label={toggle.label}
              checked={settings[toggle.key]}
              onChange={(checked) => updateSettings({ [toggle.key]: checked })}
            />
          ))}
        </div>
      </fieldset>
      {settingSliders.slice(0, 1).map(renderSlider)}
      <p className="gh-hint" data-testid="base-color-hint">
        {baseColorHint(settings)}
      </p>
      {settingSliders.slice(1, 2).map(renderSlider)}
      <Toggle
        label="Invert roughness"
        checked={settings.roughnessInvert}
        onChange={(roughnessInvert) => updateSettings({ roughnessInvert })}
      />
      {settingSliders.slice(2).map(renderSlider)}
    </div>
  );
}
