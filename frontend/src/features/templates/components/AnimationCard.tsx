import { Copy, Download, SlidersHorizontal } from "lucide-react";
import { ScrollRegion } from "../../../components/ScrollRegion";
import { useMcmetaActions } from "../hooks/use-mcmeta-actions";
import { type AnimationTemplate, loopMs, mcmetaText } from "../lib/animation";
import { mcmetaFileName } from "../lib/mcmeta-file";

/** One animation preset with its ready `.mcmeta`, the strip it expects, and copy/download. */
export function AnimationCard({ template, onCustomise }: { template: AnimationTemplate; onCustomise(): void }) {
  const text = mcmetaText(template);
  const actions = useMcmetaActions();
  const headingId = `anim-${template.id}`;
  return (
    <article className="tpl-card tpl-anim" aria-labelledby={headingId}>
      <header className="tpl-card-head">
        <h3 id={headingId}>{template.name}</h3>
        <span className="muted small">{(loopMs(template) / 1000).toFixed(2)} s loop</span>
      </header>
      <p className="muted small tpl-desc">{template.description}</p>
      <p className="small tpl-spec">
        <span className="muted">Strip:</span> {template.frames} frames stacked vertically, e.g. 16×
        {16 * template.frames}
      </p>
      <ScrollRegion as="pre" className="tpl-code" label={`${template.name} .mcmeta`}>
        {text}
      </ScrollRegion>
      <div className="tpl-actions">
        <button
          type="button"
          className="button button-ghost button-sm"
          onClick={() => void actions.copy(text)}
          aria-label={`Copy ${template.name} .mcmeta`}
        >
          <Copy size={15} aria-hidden /> Copy
        </button>
        <button
          type="button"
          className="button button-outline button-sm"
          onClick={() => actions.download(text, mcmetaFileName(template.id.replace(/-/g, "_")))}
          aria-label={`Download ${template.name} .mcmeta`}
        >
          <Download size={15} aria-hidden /> Download
        </button>
        <button
          type="button"
          className="button button-ghost button-sm"
          onClick={onCustomise}
          aria-label={`Customise ${template.name}`}
        >
          <SlidersHorizontal size={15} aria-hidden /> Customise
        </button>
      </div>
    </article>
  );
}
