import {
  CheckCircle2,
  ChevronRight,
  Clock,
  FileImage,
  Folder,
  LayoutGrid,
  List,
  Loader2,
  type LucideIcon,
  Search,
  XCircle,
} from "lucide-react";
import { useMemo, useState } from "react";
import { BreakableText } from "../../../components/BreakableText";
import { Badge, EmptyState, Loading } from "../../../components/Card";
import { TexturePicture } from "../../../components/TexturePicture";
import { errorMessage } from "../../../lib/api-client";
import { formatBytes, formatDateTime } from "../../../lib/format";
import { useProjectFiles } from "../../projects/api/project-content";
import type { Project, ProjectFile } from "../../projects/api/types";
import { TextureActions } from "../../projects/components/detail/TextureActions";
import { mapBasePath, outOfDateMapPaths } from "../../projects/lib/texture-groups";
import { breadcrumbs, folderEntries, parentFolder } from "../lib/folder-view";

const statusTone = (status: string) => (status === "error" ? "danger" : status === "completed" ? "accent" : "neutral");

/**
 * Files: folder breadcrumb, case-insensitive name search, grid/list toggle and a detail panel with
 * Download and (for editors) Delete. A chosen file also goes to `onOpenFile` (the workspace's Preview).
 */
export function FilesTab({
  project,
  canDelete,
  onOpenFile,
}: {
  project: Project;
  canDelete: boolean;
  onOpenFile?: (file: ProjectFile, files: readonly ProjectFile[]) => void;
}) {
  const files = useProjectFiles(project.id);
  const [folder, setFolder] = useState("");
  const [search, setSearch] = useState("");
  const [layout, setLayout] = useState<"grid" | "list">("grid");
  const [selectedPath, setSelectedPath] = useState<string | null>(null);
  // Marked as on the Textures tab: a converted map older than its texture, which Download Pack remakes.
  const outOfDate = useMemo(
    () => outOfDateMapPaths((files.data ?? []).filter((file) => file.type !== "folder")),
    [files.data],
  );
  if (files.isPending) return <Loading label="Loading files" />;
  if (files.isError) return <EmptyState title="Files could not be loaded">{errorMessage(files.error)}</EmptyState>;
  const entries = folderEntries(files.data, folder, search);
  const selected = files.data.find((file) => file.path === selectedPath && file.type === "file") ?? null;
  const open = (entry: ProjectFile) => {
    if (entry.type === "folder") {
      setFolder(entry.path);
      setSearch("");
      setSelectedPath(null);
    } else {
      setSelectedPath(entry.path);
      onOpenFile?.(entry, files.data);
    }
  };

  return (
    <div className="pd-files">
      <div className="pd-files-bar">
        <nav aria-label="Folder" className="pd-crumbs">
          {breadcrumbs(folder).map((crumb, i, all) => (
            <span key={crumb.path} className="pd-crumb">
              {i > 0 && <ChevronRight size={14} aria-hidden />}
              <button
                type="button"
                className="link-button"
                aria-current={i === all.length - 1 ? "location" : undefined}
                onClick={() => {
                  setFolder(crumb.path);
                  setSelectedPath(null);
                }}
              >
                {crumb.name}
              </button>
            </span>
          ))}
        </nav>
        <label className="pd-search">
          <Search size={15} aria-hidden />
          <input
            type="search"
            className="input"
            placeholder="Search files"
            aria-label="Search files by name"
            value={search}
            onChange={(event) => setSearch(event.target.value)}
          />
        </label>
        <fieldset className="gh-panel-toggles" aria-label="Layout">
          <button
            type="button"
            className="icon-button"
            aria-label="Grid view"
            aria-pressed={layout === "grid"}
            onClick={() => setLayout("grid")}
          >
            <LayoutGrid size={16} />
          </button>
          <button
            type="button"
            className="icon-button"
            aria-label="List view"
            aria-pressed={layout === "list"}
            onClick={() => setLayout("list")}
          >
            <List size={16} />
          </button>
        </fieldset>
      </div>
      <div className="pd-files-body">
        {entries.length === 0 ? (
          <p className="muted pd-files-empty">
            {search ? `No files named like “${search}” here.` : "This folder is empty."}
          </p>
        ) : (
          <ul className={layout === "grid" ? "pd-grid" : "pd-list"} aria-label="Files">
            {entries.map((entry) => (
              <li key={entry.path}>
                <button
                  type="button"
                  className="pd-entry"
                  aria-current={entry.path === selectedPath || undefined}
                  onClick={() => open(entry)}
                >
                  <span className="pd-thumb" aria-hidden>
                    {entry.type === "folder" ? (
                      <Folder size={layout === "grid" ? 28 : 16} />
                    ) : entry.preview ? (
                      <TexturePicture
                        src={entry.preview}
                        name={entry.name}
                        iconSize={layout === "grid" ? 28 : 16}
                        caption={layout === "grid"}
                      />
                    ) : (
                      <FileImage size={layout === "grid" ? 28 : 16} />
                    )}
                  </span>
                  {/* Found by a search, an entry names its folder under its name: the whole path cut short
                      read "assets/minecra…" on every card, and a texture's _n and _s could not be told apart. */}
                  <span className="pd-entry-title">
                    <span className="pd-entry-name truncate">{entry.name}</span>
                    {search && (
                      <span className="pd-entry-folder muted small truncate" title={entry.path}>
                        {parentFolder(entry.path) || "root"}
                      </span>
                    )}
                  </span>
                  <span className="muted small">{formatBytes(entry.size)}</span>
                  {entry.type === "file" && <FileStatus status={entry.status} />}
                  {outOfDate.has(entry.path) && <Badge tone="warning">out of date</Badge>}
                </button>
              </li>
            ))}
          </ul>
        )}
        {selected && (
          <FileDetail
            project={project}
            file={selected}
            canDelete={canDelete}
            outOfDate={outOfDate.has(selected.path)}
          />
        )}
      </div>
    </div>
  );
}

function FileDetail({
  project,
  file,
  canDelete,
  outOfDate,
}: {
  project: Project;
  file: ProjectFile;
  canDelete: boolean;
  outOfDate: boolean;
}) {
  return (
    <aside className="pd-detail" aria-label="File details">
      <div className="pd-detail-preview">
        {file.preview ? (
          <TexturePicture src={file.preview} name={file.name} alt={`Preview of ${file.name}`} iconSize={40} caption />
        ) : (
          <FileImage size={40} aria-hidden />
        )}
      </div>
      <h3 className="truncate">{file.name}</h3>
      <dl className="pd-facts">
        <dt>Path</dt>
        <dd className="mono">
          <BreakableText text={file.path} />
        </dd>
        <dt>Size</dt>
        <dd>{formatBytes(file.size)}</dd>
        <dt>Status</dt>
        <dd>
          <FileStatus status={file.status} />
        </dd>
        <dt>Modified</dt>
        <dd>{file.lastModified ? formatDateTime(file.lastModified) : "–"}</dd>
        <dt>Quality score</dt>
        <dd>{typeof file.validationScore === "number" ? `${file.validationScore}%` : "Not scored"}</dd>
      </dl>
      {outOfDate && (
        <p className="pd-stale small" role="note">
          Made before {baseName(file.path)} last changed: Download Pack makes it again.
        </p>
      )}
      {file.errorMessage && (
        <p className="pd-error" role="note">
          {file.errorMessage}
        </p>
      )}
      <TextureActions project={project} file={file} canDelete={canDelete} layout="buttons" />
    </aside>
  );
}

/** The file name of the texture a map was made from ("dirt.png" for ".../dirt_n.png"). */
function baseName(mapPath: string): string {
  const base = mapBasePath(mapPath) ?? mapPath;
  return base.slice(base.lastIndexOf("/") + 1);
}

/** The spec's status icons: completed, processing, error, and a neutral clock for any other value. */
const statusIcons: Record<string, LucideIcon> = { completed: CheckCircle2, processing: Loader2, error: XCircle };

function FileStatus({ status }: { status: string }) {
  const Icon = statusIcons[status] ?? Clock;
  return (
    <Badge tone={statusTone(status)}>
      <Icon size={12} aria-hidden /> {status}
    </Badge>
  );
}
