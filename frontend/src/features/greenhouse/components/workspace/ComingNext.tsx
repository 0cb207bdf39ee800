import { Sprout } from "lucide-react";
import type { SectionId } from "../../lib/sections";

const blurbs: Record<Exclude<SectionId, "convert">, string> = {
  dashboard: "Your projects with their files, issues and stats, right inside the workspace.",
  library: "Everything you have uploaded, with previews and downloads.",
  editor: "A pixel editor for touching up textures and their maps.",
  ai: "Texture generation through your own Stable Diffusion server.",
  templates: "Ready-made material presets and animation templates.",
  batch: "A queue for converting many files in one go.",
  quality: "A local texture quality analyser with grades and recommendations.",
};

/** An honest placeholder for a section that arrives in a later release. */
export function ComingNext({ section, label }: { section: Exclude<SectionId, "convert">; label: string }) {
  return (
    <div className="gh-coming">
      <div className="gh-coming-icon">
        <Sprout size={28} aria-hidden />
      </div>
      <h2>{label} is coming next</h2>
      <p className="muted">{blurbs[section]}</p>
      <p className="muted small">Conversion, validation and the channel previewer work today in Convert.</p>
    </div>
  );
}
