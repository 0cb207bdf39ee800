import { type ReactNode, type RefObject, useRef } from "react";
import {
  Group,
  type GroupImperativeHandle,
  Panel,
  type PanelImperativeHandle,
  Separator,
} from "react-resizable-panels";
import { firstHorizontalLayout, horizontalPanels, type PanelLimits, verticalPanels } from "../../lib/layout";
import { useKeyboardResize } from "./use-keyboard-resize";
import { useSavedLayout } from "./use-saved-layout";

export interface PanelRefs {
  tools: RefObject<PanelImperativeHandle | null>;
  preview: RefObject<PanelImperativeHandle | null>;
  bottom: RefObject<PanelImperativeHandle | null>;
}

export interface WorkspaceLayoutProps {
  userKey: string;
  panels: PanelRefs;
  tools: ReactNode;
  workspace: ReactNode;
  preview: ReactNode;
  bottom: ReactNode;
  onCollapsedChange(panel: keyof PanelRefs, collapsed: boolean): void;
}

const [toolsLimits, workspaceLimits, previewLimits] = horizontalPanels as [PanelLimits, PanelLimits, PanelLimits];
const [topLimits, bottomLimits] = verticalPanels as [PanelLimits, PanelLimits];

const pct = (n: number) => `${n}%`;

/** Tools | workspace | preview above a bottom panel, resizable, collapsible and remembered. */
export function WorkspaceLayout({
  userKey,
  panels,
  tools,
  workspace,
  preview,
  bottom,
  onCollapsedChange,
}: WorkspaceLayoutProps) {
  const verticalSaved = useSavedLayout("vertical", userKey);
  const touch = window.matchMedia?.("(pointer: coarse)").matches ?? false;
  const horizontalSaved = useSavedLayout("horizontal", userKey, firstHorizontalLayout(window.innerWidth, touch));
  const verticalElement = useRef<HTMLDivElement>(null);
  const verticalGroup = useRef<GroupImperativeHandle>(null);
  const horizontalElement = useRef<HTMLDivElement>(null);
  const horizontalGroup = useRef<GroupImperativeHandle>(null);
  useKeyboardResize(verticalElement, verticalGroup, verticalPanels, "vertical");
  useKeyboardResize(horizontalElement, horizontalGroup, horizontalPanels, "horizontal");

  // The three side panels share everything but their name and limits.
  const sidePanel = (name: keyof PanelRefs, limits: PanelLimits) => ({
    id: name,
    panelRef: panels[name],
    collapsible: true,
    defaultSize: pct(limits.defaultSize),
    minSize: pct(limits.minSize),
    maxSize: pct(limits.maxSize),
    onResize: (size: { asPercentage: number }) => onCollapsedChange(name, size.asPercentage === 0),
    className: "gh-panel",
  });

  return (
    <Group
      orientation="vertical"
      id="gh-vertical"
      className="gh-group"
      elementRef={verticalElement}
      groupRef={verticalGroup}
      defaultLayout={verticalSaved.defaultLayout}
      onLayoutChanged={verticalSaved.save}
    >
      <Panel id="top" defaultSize={pct(topLimits.defaultSize)} minSize={pct(topLimits.minSize)}>
        <Group
          orientation="horizontal"
          id="gh-horizontal"
          className="gh-group"
          elementRef={horizontalElement}
          groupRef={horizontalGroup}
          defaultLayout={horizontalSaved.defaultLayout}
          onLayoutChanged={horizontalSaved.save}
        >
          <Panel {...sidePanel("tools", toolsLimits)}>{tools}</Panel>
          <Separator
            className="gh-separator gh-separator-v"
            data-between="tools:workspace"
            aria-label="Resize Tools panel"
          />
          <Panel
            id="workspace"
            defaultSize={pct(workspaceLimits.defaultSize)}
            minSize={pct(workspaceLimits.minSize)}
            className="gh-panel gh-panel-centre"
          >
            {workspace}
          </Panel>
          <Separator
            className="gh-separator gh-separator-v"
            data-between="workspace:preview"
            aria-label="Resize Preview panel"
          />
          <Panel {...sidePanel("preview", previewLimits)}>{preview}</Panel>
        </Group>
      </Panel>
      <Separator className="gh-separator gh-separator-h" data-between="top:bottom" aria-label="Resize bottom panel" />
      <Panel {...sidePanel("bottom", bottomLimits)}>{bottom}</Panel>
    </Group>
  );
}
