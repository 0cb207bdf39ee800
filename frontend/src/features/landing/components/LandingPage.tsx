import { Link } from "react-router-dom";

export function LandingPage() {
  return (
    <section className="hero">
      <p className="eyebrow">LabPBR 1.3 materials for block-game resource packs</p>
      <h1>Grow flat textures into shader-ready materials</h1>
      <p className="lede">
        Drop a texture or a whole resource pack. Greenhouse generates normal, ambient occlusion, height, smoothness, F0
        and emission maps, validates them against LabPBR 1.3 and hands you back a pack your shader understands.
      </p>
      <div className="actions">
        <Link className="button primary" to="/greenhouse">
          Open Greenhouse
        </Link>
        <Link className="button" to="/projects">
          View Projects
        </Link>
      </div>
    </section>
  );
}
