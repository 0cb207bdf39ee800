import { ArrowRight, Zap } from "lucide-react";
import { Link } from "react-router-dom";
import { ButtonLink } from "../../../components/Button";
import { useGlobalStats } from "../api/get-global-stats";
import { features, steps } from "./feature-list";
import { RainCanvas } from "./RainCanvas";
import { SiteFooter } from "./SiteFooter";

export function LandingPage() {
  const stats = useGlobalStats();
  return (
    <div className="landing">
      <section className="hero">
        <RainCanvas />
        <div className="hero-content">
          <p className="eyebrow">LabPBR 1.3 materials for block-game resource packs</p>
          <h1>Grow flat textures into shader-ready materials</h1>
          <p className="lede">
            Drop a texture or a whole resource pack. Greenhouse generates normal, ambient occlusion, height, smoothness,
            F0 and emission maps, validates them against LabPBR 1.3 and hands you back a pack your shader understands.
          </p>
          <div className="actions">
            <Link className="button button-primary button-lg" to="/greenhouse">
              Open Greenhouse
            </Link>
            <Link className="button button-secondary button-lg" to="/projects">
              View Projects
            </Link>
          </div>
        </div>
      </section>

      <section className="stats-strip" aria-label="Greenhouse in numbers">
        {stats.map((stat) => (
          <div key={stat.label} className="stat">
            <p className="stat-value">{stat.value}</p>
            <p className="stat-label">{stat.label}</p>
            <p className="muted small">{stat.description}</p>
          </div>
        ))}
      </section>

      <section className="section" aria-labelledby="features-title">
        <h2 id="features-title" className="section-title">
          Everything a material needs
        </h2>
        <div className="feature-grid">
          {features.map(({ icon: Icon, title, text }) => (
            <article key={title} className="feature-card">
              <span className="feature-icon">
                <Icon size={22} aria-hidden />
              </span>
              <h3>{title}</h3>
              <p className="muted">{text}</p>
            </article>
          ))}
        </div>
      </section>

      <section className="section" aria-labelledby="steps-title">
        <h2 id="steps-title" className="section-title">
          Three steps to a LabPBR pack
        </h2>
        <ol className="steps">
          {steps.map((step, index) => (
            <li key={step.title} className="step">
              <span className="step-number" aria-hidden>
                {index + 1}
              </span>
              <h3>{step.title}</h3>
              <p className="muted">{step.text}</p>
            </li>
          ))}
        </ol>
      </section>

      <section className="cta">
        <Zap size={28} aria-hidden className="cta-icon" />
        <h2>Ready to grow your pack?</h2>
        <p className="muted">Projects keep your conversions together and let friends help.</p>
        <ButtonLink to="/projects" variant="primary" size="lg">
          Create Your First Project <ArrowRight size={18} aria-hidden />
        </ButtonLink>
      </section>

      <SiteFooter />
    </div>
  );
}
