import { Activity } from "lucide-react";
import { useState } from "react";
import { BreakableText } from "../../../../components/BreakableText";
import { Badge, Loading } from "../../../../components/Card";
import { formatDate, formatRelative } from "../../../../lib/format";
import { useProjectActivity } from "../../api/project-content";
import type { ActivityItem, Project } from "../../api/types";

export function OverviewTab({ project }: { project: Project }) {
  return (
    <div className="stack">
      <dl className="overview-tiles">
        <div className="tile">
          <dt>Total textures</dt>
          <dd>{project.textureCount}</dd>
          {/* The Textures tab shows a texture's maps on its card; the dashboard's file browser lists them apart. */}
          <dd className="tile-note muted">A texture's _n and _s maps count with it</dd>
        </div>
        <div className="tile">
          <dt>Created</dt>
          <dd>{formatDate(project.createdAt)}</dd>
        </div>
        <div className="tile">
          <dt>Last updated</dt>
          <dd>{formatDate(project.updatedAt)}</dd>
        </div>
        <div className="tile">
          <dt>Status</dt>
          <dd>
            <Badge tone="accent">{project.status}</Badge>
          </dd>
        </div>
      </dl>
      <RecentActivity projectId={project.id} />
    </div>
  );
}

function activityText(item: ActivityItem): string {
  const sentence = item.detail ?? item.message ?? item.description ?? item.kind ?? item.action ?? item.type ?? "";
  return item.username ? `${item.username}: ${sentence}` : sentence;
}

/** How many events the overview lists before "Show all". */
const RECENT_EVENTS = 10;

export function RecentActivity({ projectId }: { projectId: number }) {
  const activity = useProjectActivity(projectId);
  const [all, setAll] = useState(false);
  const events = activity.data ?? [];
  return (
    <section className="card" aria-labelledby="recent-activity-title">
      <h2 id="recent-activity-title" className="card-title">
        <Activity size={18} aria-hidden /> Recent activity
      </h2>
      {activity.isPending ? (
        <Loading label="Loading activity" />
      ) : !activity.data || activity.data.length === 0 ? (
        <p className="muted">No activity yet. Uploads, renames, shares and joins will show up here.</p>
      ) : (
        <ul className="activity-list">
          {(all ? events : events.slice(0, RECENT_EVENTS)).map((item) => {
            const when = item.createdAt ?? item.timestamp;
            return (
              <li key={item.id}>
                <span className="activity-dot" aria-hidden />
                <span className="activity-text">
                  <BreakableText text={activityText(item)} />
                </span>
                {when && (
                  <time className="muted small" dateTime={when}>
                    {formatRelative(when)}
                  </time>
                )}
              </li>
            );
          })}
        </ul>
      )}
      {!all && events.length > RECENT_EVENTS && (
        <button type="button" className="button button-ghost button-sm" onClick={() => setAll(true)}>
          Show {events.length - RECENT_EVENTS} older events
        </button>
      )}
    </section>
  );
}
