import { ExternalLink } from "lucide-react";
import { ScrollRegion } from "../../../components/ScrollRegion";

const links = [
  {
    href: "https://shaderlabs.org/wiki/LabPBR_Material_Standard",
    label: "LabPBR Material Standard",
    note: "The standard itself (shaderLABS wiki)",
  },
  {
    href: "https://shaderlabs.org/wiki/LabPBR_Implementation_Requirements",
    label: "LabPBR Implementation Requirements",
    note: "What shaders must support",
  },
  { href: "https://irisshaders.dev", label: "Iris Shaders", note: "Shader loader that supports LabPBR 1.3" },
  { href: "https://github.com/null511/PixelGraph", label: "PixelGraph", note: "Desktop tool for authoring PBR packs" },
  { href: "https://boundingboxsoftware.com/materialize/", label: "Materialize", note: "Generates maps from photos" },
  { href: "https://physicallybased.info", label: "Physically Based", note: "Database of measured material values" },
];

const packLayout = `my-pack/
  pack.mcmeta
  assets/minecraft/optifine/texture.properties   format=lab-pbr/1.3
  assets/minecraft/textures/block/stone.png
  assets/minecraft/textures/block/stone_n.png
  assets/minecraft/textures/block/stone_s.png`;

export function ReferenceSection() {
  return (
    <section id="reference" className="docs-section" aria-labelledby="reference-title">
      <h2 id="reference-title">Reference</h2>
      <h3>Pack layout</h3>
      <ScrollRegion as="pre" className="code-block" label="Pack layout">
        {packLayout}
      </ScrollRegion>
      <p>
        <code>pack.mcmeta</code> holds <code>{'{"pack": {"pack_format": N, "description": "…"}}'}</code>; for example 15
        is 1.20–1.20.1, 34 is 1.21–1.21.1 and 46 is 1.21.4. Animated textures stack frames vertically and keep the same
        frame count and <code>.mcmeta</code> in <code>_n</code> and <code>_s</code>.
      </p>
      <h3>Tools and resources</h3>
      <ul className="link-list">
        {links.map((link) => (
          <li key={link.href}>
            <a href={link.href} target="_blank" rel="noreferrer">
              {link.label} <ExternalLink size={14} aria-hidden />
            </a>
            <span className="muted small">{link.note}</span>
          </li>
        ))}
      </ul>
    </section>
  );
}
