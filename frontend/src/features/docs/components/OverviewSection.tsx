export function OverviewSection() {
  return (
    <section id="overview" className="docs-section" aria-labelledby="overview-title">
      <p className="eyebrow">Documentation</p>
      <h1 id="overview-title">LabPBR 1.3 in Greenhouse</h1>
      <p className="lede-small">
        LabPBR is the material standard shader packs such as BSL, Complementary, SEUS PTGI and many Iris packs read to
        light blocks physically. A LabPBR resource pack puts two extra images beside each texture:
      </p>
      <ul className="docs-list">
        <li>
          <code>&lt;name&gt;_n.png</code> — the normal map, with material ambient occlusion and height packed into its
          blue and alpha channels;
        </li>
        <li>
          <code>&lt;name&gt;_s.png</code> — the specular map: smoothness, F0 or metal id, porosity or subsurface
          scattering, and emission.
        </li>
      </ul>
      <p>
        The pack declares itself with <code>format=lab-pbr/1.3</code> in{" "}
        <code>assets/minecraft/optifine/texture.properties</code> (Iris supports only version 1.3). Greenhouse writes
        that file, the <code>_n</code> and <code>_s</code> maps and their animation <code>.mcmeta</code> for you, and
        keeps every other file of your pack byte for byte.
      </p>
    </section>
  );
}
