import { BookOpen, Clock, FolderOpen, Gauge, Layers, LayoutTemplate, Wand2 } from "lucide-react";
import { Link, Navigate, useSearchParams } from "react-router-dom";
import { ButtonLink } from "../../../components/Button";
import { formatRelative } from "../../../lib/format";
import { isCancelledByUser, type Job, useJobs } from "../../../lib/jobs";
import { phoneSectionFromView } from "../../greenhouse/lib/sections";
import { features } from "./feature-list";
import { MobileStats } from "./MobileStats";

/** Where a phone goes from home: the bottom bar's places plus the tools the side sheet does not list. */
const quickActions = [
  { to: "/greenhouse", label: "Convert", icon: Wand2 },
  { to: "/projects", label: "Projects", icon: FolderOpen },
  { to: "/docs", label: "Docs", icon: BookOpen },
  { to: "/greenhouse?view=templates", label: "Templates", icon: LayoutTemplate },
  { to: "/greenhouse?view=batch", label: "Batch", icon: Layers },
  { to: "/greenhouse?view=quality", label: "Quality", icon: Gauge },
] as const;

/** Home on narrow screens: hero, stats, features, quick actions and the user's recent conversions. */
export function MobileHome() {
  const [params] = useSearchParams();
  // Older phone links opened workspace sections as `/?view=`; they now live under /greenhouse.
  const section = phoneSectionFromView(params.get("view"));
  if (section) return <Navigate to={`/greenhouse?view=${section}`} replace />;
  return (
    <div className="mobile-home">
      <section className="mobile-hero">
        <p className="eyebrow">LabPBR 1.3 on the go</p>
        <h1>Shader-ready textures from your phone</h1>
        <p className="muted">Convert a texture or a pack on this device, keep projects, read the LabPBR docs.</p>
        <ButtonLink to="/greenhouse" variant="primary" size="lg" className="full-width">
          <Wand2 size={18} aria-hidden /> Start converting
        </ButtonLink>
      </section>

      <MobileStats />

      <section aria-labelledby="quick-actions" className="mobile-section">
        <h2 id="quick-actions">Quick actions</h2>
        <div className="quick-actions">
          {quickActions.map(({ to, label, icon: Icon }) => (
            <Link key={label} to={to} className="quick-action">
              <Icon size={20} aria-hidden /> {label}
            </Link>
          ))}
        </div>
      </section>

      <RecentActivity />

      <section aria-labelledby="mobile-features" className="mobile-section">
        <h2 id="mobile-features">What Greenhouse does</h2>
        <div className="mobile-features">
          {features.slice(0, 4).map(({ icon: Icon, title, text }) => (
            <article key={title} className="feature-card compact">
              <span className="feature-icon">
                <Icon size={18} aria-hidden />
              </span>
              <div>
                <h3>{title}</h3>
                <p className="muted small">{text}</p>
              </div>
            </article>
          ))}
        </div>
      </section>
    </div>
  );
}

function RecentActivity() {
  const jobs = useJobs();
  const recent = (jobs.data ?? []).slice(0, 5);
  return (
    <section aria-labelledby="recent-activity" className="mobile-section">
      <h2 id="recent-activity">Recent Activity</h2>
      {recent.length === 0 ? (
        <div className="card recent-empty">
          <Clock size={18} aria-hidden className="muted" />
          <span className="muted">No recent conversions</span>
        </div>
      ) : (
        <ul className="recent-list">
          {recent.map((job) => (
            <li key={job.id} className="card recent-item">
              <span className="truncate">{job.filename}</span>
              <RecentStatus job={job} />
              {job.createdAt && <span className="muted small">{formatRelative(job.createdAt)}</span>}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

/** A recent job's badge; one its owner cancelled reads a neutral "Cancelled", as in the queue, not a red "Failed". */
function RecentStatus({ job }: { job: Job }) {
  if (isCancelledByUser(job)) return <span className="badge badge-neutral">Cancelled</span>;
  const tone = job.status === "failed" ? "danger" : job.status === "completed" ? "accent" : "neutral";
  return <span className={`badge badge-${tone}`}>{job.status}</span>;
}
