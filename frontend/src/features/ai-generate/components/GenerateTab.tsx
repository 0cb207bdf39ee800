import { Sparkles, Wand2 } from "lucide-react";
import { useId } from "react";
import { Button } from "../../../components/Button";
import { Checkbox } from "../../../components/Checkbox";
import { TextAreaField, TextField } from "../../../components/Field";
import { toast } from "../../../components/toast";
import {
  type AiResolution,
  type AiStyle,
  aiResolutions,
  aiStyles,
  type GenerateForm,
  materialTypes,
  quickPresets,
  variationLimits,
} from "../lib/ai-options";
import { enhancePrompt, PROMPT_INPUT_MAX, PROMPT_SEND_MAX } from "../lib/prompt";
import { checkSeed } from "../lib/seed";

export interface GenerateTabProps {
  form: GenerateForm;
  onChange(patch: Partial<GenerateForm>): void;
  onGenerate(): void;
  busy: boolean;
}

/** The Generate tab: prompt, negative prompt, style, resolution, count, materials, seamless, seed and presets. */
export function GenerateTab({ form, onChange, onGenerate, busy }: GenerateTabProps) {
  const styleId = useId();
  const resolutionId = useId();
  const countId = useId();
  return (
    <form
      className="ai-form"
      onSubmit={(event) => {
        event.preventDefault();
        onGenerate();
      }}
    >
      <fieldset className="gh-fieldset ai-presets">
        <legend>Quick presets</legend>
        <div className="ai-chips">
          {quickPresets.map((preset) => (
            <button
              key={preset.name}
              type="button"
              className="ai-chip"
              onClick={() => {
                onChange({ prompt: preset.prompt, style: preset.style, materials: preset.materials });
                toast({ title: `Applied ${preset.name} preset`, description: preset.prompt });
              }}
            >
              {preset.name}
            </button>
          ))}
        </div>
      </fieldset>
      <TextAreaField
        label="Prompt"
        rows={3}
        placeholder="e.g. mossy cobblestone with small cracks"
        value={form.prompt}
        maxLength={PROMPT_INPUT_MAX}
        hint={form.prompt.length > PROMPT_INPUT_MAX * 0.8 ? `${form.prompt.length}/${PROMPT_INPUT_MAX}` : undefined}
        onChange={(event) => onChange({ prompt: event.target.value })}
      />
      <div className="ai-inline">
        <Button
          size="sm"
          variant="ghost"
          onClick={() => {
            onChange({ prompt: enhancePrompt(form.prompt) });
            toast({
              title: "Prompt enhanced with quality modifiers",
              description: "Detail, focus and lighting words added.",
            });
          }}
        >
          <Wand2 size={14} aria-hidden /> Enhance prompt
        </Button>
      </div>
      <TextAreaField
        label="Negative prompt"
        rows={2}
        value={form.negativePrompt}
        maxLength={PROMPT_SEND_MAX}
        onChange={(event) => onChange({ negativePrompt: event.target.value })}
      />
      <div className="ai-grid">
        <div className="field">
          <label htmlFor={styleId}>Style</label>
          <select
            id={styleId}
            className="input"
            value={form.style}
            onChange={(event) => onChange({ style: event.target.value as AiStyle })}
          >
            {aiStyles.map((style) => (
              <option key={style.id} value={style.id}>
                {style.label}
              </option>
            ))}
          </select>
        </div>
        <div className="field">
          <label htmlFor={resolutionId}>Resolution</label>
          <select
            id={resolutionId}
            className="input"
            value={form.resolution}
            onChange={(event) => onChange({ resolution: Number(event.target.value) as AiResolution })}
          >
            {aiResolutions.map((size) => (
              <option key={size} value={size}>
                {size}×{size}
              </option>
            ))}
          </select>
        </div>
        <div className="gh-slider">
          <div className="gh-slider-head">
            <label htmlFor={countId}>Variations</label>
            <output htmlFor={countId}>{form.variations}</output>
          </div>
          <input
            id={countId}
            type="range"
            min={variationLimits.min}
            max={variationLimits.max}
            value={form.variations}
            onChange={(event) => onChange({ variations: Number(event.target.value) })}
          />
        </div>
      </div>
      <fieldset className="gh-fieldset">
        <legend>Material types</legend>
        <div className="ai-chips">
          {materialTypes.map((material) => {
            const on = form.materials.includes(material);
            return (
              <button
                key={material}
                type="button"
                className="ai-chip"
                aria-pressed={on}
                onClick={() =>
                  onChange({
                    materials: on ? form.materials.filter((m) => m !== material) : [...form.materials, material],
                  })
                }
              >
                {material}
              </button>
            );
          })}
        </div>
      </fieldset>
      <Checkbox
        label="Seamless tiling"
        description="Asks the server for a texture that wraps at its edges, as blocks need."
        checked={form.seamless}
        onCheckedChange={(seamless) => onChange({ seamless })}
      />
      <TextField
        label="Seed"
        className="ai-seed"
        inputMode="numeric"
        autoComplete="off"
        placeholder="Random"
        value={form.seed ?? ""}
        error={checkSeed(form.seed)?.description}
        hint="Blank for a random seed. A result's seed, with the same prompt and settings, makes it again."
        onChange={(event) => onChange({ seed: event.target.value })}
      />
      <Button type="submit" variant="primary" busy={busy} className="ai-generate">
        <Sparkles size={16} aria-hidden /> {busy ? "Generating..." : "Generate"}
      </Button>
    </form>
  );
}
