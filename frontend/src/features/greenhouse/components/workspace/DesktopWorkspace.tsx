import { useLayoutEffect, useRef, useState } from "react";
import type { PanelImperativeHandle } from "react-resizable-panels";
import { useSearchParams } from "react-router-dom";
import { useCurrentUser } from "../../../../lib/auth";
import { useKeptFocus } from "../../../../lib/kept-focus";
import { useJobs } from "../../api/jobs";
import { useConvertSession } from "../../hooks/convert-session";
import { useLocalJobs } from "../../hooks/local-jobs";
import { useLocalPreview } from "../../hooks/use-local-preview";
import { selectJobId } from "../../lib/jobs";
import { mergeQueue } from "../../lib/local-jobs";
import { type SectionId, sectionFromView } from "../../lib/sections";
import { ConvertTool } from "../convert/ConvertTool";
import { BottomPanel } from "../panels/BottomPanel";
import { PreviewPanel } from "../panels/PreviewPanel";
import { sectionViews } from "../sections/section-views";
import { SectionTabs } from "./SectionTabs";
import { ToolsPanel } from "./ToolsPanel";
import { useRoomForEditor } from "./use-room-for-editor";
import { useToastAnchor } from "./use-toast-anchor";
import { type PanelToggles, WorkspaceHeader } from "./WorkspaceHeader";
import { WorkspaceLayout } from "./WorkspaceLayout";

/** The desktop /greenhouse workspace: header, section tabs and the resizable panel layout. */
export function DesktopWorkspace() {
  const [params, setParams] = useSearchParams();
  const section = sectionFromView(params.get("view"));
  const session = useConvertSession();
  const { user, signedIn } = useCurrentUser();
  const jobs = useJobs();
  const local = useLocalJobs();
  // One queue: the server's jobs and this page's runs on the device, so Growth Progress can follow either.
  const list = mergeQueue(local.jobs, jobs.data ?? []);
  const selectedId = selectJobId(list, session.selectedJobId);
  const selected = list.find((job) => job.id === selectedId) ?? null;
  useLocalPreview();

  const panels = {
    tools: useRef<PanelImperativeHandle>(null),
    preview: useRef<PanelImperativeHandle>(null),
    bottom: useRef<PanelImperativeHandle>(null),
  };
  const [open, setOpen] = useState<PanelToggles>({ tools: true, preview: true, bottom: true });
  // Every section shares one scroll box: a new section starts at its top (the upload area a hand-off
  // from AI Generate or a template fills), not at the previous section's scroll depth.
  const centre = useRef<HTMLDivElement>(null);
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs on each section change by design
  useLayoutEffect(() => {
    centre.current?.scrollTo({ top: 0 });
  }, [section]);
  // Crossing 768 px swaps this workspace for the phone's copy of the section: what had focus keeps it.
  useKeptFocus(section, centre);

  // Toasts sit over the bottom of the Preview panel, under its canvas.
  const layout = useRef<HTMLDivElement>(null);
  useToastAnchor(layout);

  // Each section is a history entry, as the phone's section links are: Back returns to the section before
  // instead of leaving the workspace (and whatever was open in it).
  const selectSection = (id: SectionId) => {
    if (id === section) return;
    const next = new URLSearchParams(params);
    if (id === "convert") next.delete("view");
    else next.set("view", id);
    setParams(next);
  };

  const chooseBottom = useRoomForEditor(section, panels.bottom);

  const toggle = (name: keyof PanelToggles) => {
    const panel = panels[name].current;
    if (!panel) return;
    if (name === "bottom") chooseBottom();
    if (panel.isCollapsed()) panel.expand();
    else panel.collapse();
  };

  const SectionView = section === "convert" ? ConvertTool : sectionViews[section];

  return (
    <div className="gh-workspace">
      <WorkspaceHeader projectId={session.projectId} open={open} onToggle={toggle} />
      <SectionTabs active={section} onSelect={selectSection} />
      <div className="gh-layout" ref={layout}>
        <WorkspaceLayout
          userKey={user ? String(user.id ?? user.discordId) : "guest"}
          panels={panels}
          onCollapsedChange={(name, collapsed) =>
            setOpen((current) => (current[name] === !collapsed ? current : { ...current, [name]: !collapsed }))
          }
          tools={open.tools && <ToolsPanel active={section} onSelect={selectSection} signedIn={signedIn} />}
          workspace={
            <div
              id="gh-section"
              ref={centre}
              role="tabpanel"
              aria-labelledby={`gh-tab-${section}`}
              className="gh-centre"
            >
              <SectionView />
            </div>
          }
          preview={
            open.preview && (
              <PreviewPanel
                preview={session.preview}
                validation={session.validation}
                job={selected}
                filesOrigin={session.filesOrigin}
              />
            )
          }
          bottom={
            open.bottom && (
              <BottomPanel
                jobs={list}
                selected={selected}
                validation={session.validation}
                filesOrigin={session.filesOrigin}
                upload={session.upload}
              />
            )
          }
        />
      </div>
    </div>
  );
}
