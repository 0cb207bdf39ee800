const steps = [
  {
    title: "Start from the base texture",
    text: "Upload a texture, an animation strip or a whole resource pack (.zip, up to 200MB). Pixel art stays at its native size; _n and _s always match the base texture's size and frame count.",
  },
  {
    title: "Generate height, normals and AO",
    text: "Height comes from luminance with multi-scale detail; normals from a Sobel filter on the height, wrapping around for tiling blocks and clamping for items and cutouts; ambient occlusion from the heightfield.",
  },
  {
    title: "Assign smoothness, F0 and porosity",
    text: "Smoothness follows the roughness settings; F0 uses 10 (plastic-like stone) for unknown dielectrics, real values for water, glass and gems, and metal ids for iron, gold, copper and the rest.",
  },
  {
    title: "Validate and download",
    text: "Every map is checked against the rules below before it is written. The pack comes back with texture.properties declaring format=lab-pbr/1.3.",
  },
];

export function WorkflowSection() {
  return (
    <section id="workflow" className="docs-section" aria-labelledby="workflow-title">
      <h2 id="workflow-title">Workflow</h2>
      <ol className="docs-steps">
        {steps.map((step, index) => (
          <li key={step.title}>
            <span className="step-number" aria-hidden>
              {index + 1}
            </span>
            <div>
              <h3>{step.title}</h3>
              <p className="muted">{step.text}</p>
            </div>
          </li>
        ))}
      </ol>
      <h3>Usage guide</h3>
      <ul className="docs-list">
        <li>
          Keep file names lowercase; materials live under <code>assets/&lt;namespace&gt;/textures/block</code>,{" "}
          <code>item</code>, <code>entity</code> and similar folders.
        </li>
        <li>Resize specular maps with nearest-neighbour only, so metal ids 230–237 survive.</li>
        <li>
          For connected textures, each CTM tile needs its own <code>N_n.png</code> and <code>N_s.png</code>.
        </li>
        <li>Preview pixel art with nearest filtering; generate at native size or after integer upscaling.</li>
      </ul>
    </section>
  );
}
