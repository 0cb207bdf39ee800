import { ArrowRight, Check, Sparkles } from "lucide-react";
import { useEffect, useRef } from "react";
import type { MaterialTemplate } from "../lib/material-templates";
import { templateCategories } from "../lib/material-templates";

const values: { key: keyof MaterialTemplate["settings"]; label: string; digits: number }[] = [
  { key: "roughnessIntensity", label: "Roughness", digits: 1 },
  { key: "normalStrength", label: "Normal", digits: 1 },
  { key: "heightDepth", label: "Height", digits: 2 },
  { key: "aoRadius", label: "AO radius", digits: 1 },
  { key: "baseColorContrast", label: "Contrast", digits: 1 },
];

interface TemplateCardProps {
  template: MaterialTemplate;
  active: boolean;
  onApply(): void;
  onConvert(): void;
}

/** One template: what it is for, the values it sets, and Apply (then Open Convert once applied). */
export function TemplateCard({ template, active, onApply, onConvert }: TemplateCardProps) {
  const category = templateCategories.find((c) => c.id === template.category)?.label ?? template.category;
  const headingId = `tpl-${template.id}`;
  // Apply gives way to Open Convert on this card: focus follows it, or it would fall to the page's top.
  const applied = useRef(false);
  const openConvert = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (active && applied.current) openConvert.current?.focus();
    applied.current = false;
  }, [active]);
  return (
    <article className={`tpl-card${active ? " tpl-card-active" : ""}`} aria-labelledby={headingId}>
      <header className="tpl-card-head">
        <h3 id={headingId}>{template.name}</h3>
        <span className="badge badge-accent">{category}</span>
      </header>
      <p className="muted small tpl-desc">{template.description}</p>
      <dl className="tpl-values">
        {values.map((value) => (
          <div key={value.key}>
            <dt>{value.label}</dt>
            <dd>{(template.settings[value.key] as number).toFixed(value.digits)}</dd>
          </div>
        ))}
        <div>
          <dt>CTM split</dt>
          <dd>{template.advanced.enableCTMSplit ? `${template.advanced.ctmVariations} tiles` : "Off"}</dd>
        </div>
      </dl>
      <p className="tpl-spec small">
        <span className="muted">Specular:</span> {template.specularNote}
      </p>
      <ul className="tpl-tags" aria-label="Tags">
        {template.tags.map((tag) => (
          <li key={tag}>{tag}</li>
        ))}
      </ul>
      <div className="tpl-actions">
        {active ? (
          <>
            <span className="tpl-applied" role="status">
              <Check size={15} aria-hidden /> In use
            </span>
            <button ref={openConvert} type="button" className="button button-primary button-sm" onClick={onConvert}>
              Open Convert <ArrowRight size={15} aria-hidden />
            </button>
          </>
        ) : (
          <button
            type="button"
            className="button button-outline button-sm"
            onClick={() => {
              applied.current = true;
              onApply();
            }}
            aria-label={`Apply template: ${template.name}`}
          >
            <Sparkles size={15} aria-hidden /> Apply template
          </button>
        )}
      </div>
    </article>
  );
}
