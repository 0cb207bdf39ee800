import { Film } from "lucide-react";
import { useRef } from "react";
import { useStickyState } from "../../../lib/sticky-state";
import { animationTemplates } from "../lib/animation";
import { AnimationBuilder, type BuilderValue } from "./AnimationBuilder";
import { AnimationCard } from "./AnimationCard";

const firstTemplate = animationTemplates[0]!;

/** The texture a template's file is named after until the person types their own (fire, water_flow, portal). */
const defaultTexture = (template: { id: string }) => template.id.replace(/-/g, "_");
const defaultTextures = new Set(animationTemplates.map(defaultTexture));

/** The Animation Templates section: the spec's three presets and a builder for any strip. */
export function AnimationTemplates() {
  const builder = useRef<HTMLElement>(null);
  const [custom, setCustom] = useStickyState<BuilderValue>("templates-animation", {
    texture: defaultTexture(firstTemplate),
    ...firstTemplate,
  });
  return (
    <section className="tpl-section" aria-labelledby="tpl-anim-title">
      <header className="tpl-section-head">
        <h2 id="tpl-anim-title">
          <Film size={18} aria-hidden /> Animation Templates
        </h2>
        <p className="muted small">
          Save as <code>&lt;texture&gt;.png.mcmeta</code> next to the texture; give its <code>_n</code> and{" "}
          <code>_s</code> maps the same file.
        </p>
      </header>
      <div className="tpl-grid">
        {animationTemplates.map((template) => (
          <AnimationCard
            key={template.id}
            template={template}
            onCustomise={() => {
              // A name the person typed stays; a template's own name follows the template chosen.
              setCustom((current) => ({
                ...current,
                ...template,
                texture: defaultTextures.has(current.texture) ? defaultTexture(template) : current.texture,
              }));
              builder.current?.focus();
              builder.current?.scrollIntoView({ behavior: "smooth", block: "nearest" });
            }}
          />
        ))}
      </div>
      <AnimationBuilder ref={builder} value={custom} onChange={setCustom} />
    </section>
  );
}
