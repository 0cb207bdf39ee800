import { type ReactNode, type RefObject, useRef } from "react";
import {
  Group,
  type GroupImperativeHandle,
  Panel,
  type PanelImperativeHandle,
  Separator,
} from "react-resizable-panels";
import { horizontalPanels, verticalPanels } from "../../lib/layout";
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

const [toolsLimits, workspaceLimits, previewLimits] = horizontalPanels as [
  (typeof horizontalPanels)[number],
  (typeof horizontalPanels)[number],
  (typeof horizontalPanels)[number],
];
const [topLimits, bottomLimits] = verticalPanels as [(typeof verticalPanels)[number], (typeof verticalPanels)[number]];

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
  const horizontalSaved = useSavedLayout("horizontal", userKey);
  const verticalElement = useRef<HTMLDivElement>(null);
  const verticalGroup = useRef<GroupImperativeHandle>(null);
  const horizontalElement = useRef<HTMLDivElement>(null);
  const horizontalGroup = useRef<GroupImperativeHandle>(null);
  useKeyboardResize(verticalElement, verticalGroup, verticalPanels, "vertical");
  useKeyboardResize(horizontalElement, horizontalGroup, horizontalPanels, "horizontal");

  const watch = (name: keyof PanelRefs) => (size: { asPercentage: number }) =>
    onCollapsedChange(name, size.asPercentage === 0);

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
          <Panel
            id="tools"
            panelRef={panels.tools}
            collapsible
            defaultSize={pct(toolsLimits.defaultSize)}
            minSize={pct(toolsLimits.minSize)}
            maxSize={pct(toolsLimits.maxSize)}
            onResize={watch("tools")}
            className="gh-panel"
          >
            {tools}
          </Panel>
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
          <Panel
            id="preview"
            panelRef={panels.preview}
            collapsible
            defaultSize={pct(previewLimits.defaultSize)}
            minSize={pct(previewLimits.minSize)}
            maxSize={pct(previewLimits.maxSize)}
            onResize={watch("preview")}
            className="gh-panel"
          >
            {preview}
          </Panel>
        </Group>
      </Panel>
      <Separator className="gh-separator gh-separator-h" data-between="top:bottom" aria-label="Resize bottom panel" />
      <Panel
        id="bottom"
        panelRef={panels.bottom}
        collapsible
        defaultSize={pct(bottomLimits.defaultSize)}
        minSize={pct(bottomLimits.minSize)}
        maxSize={pct(bottomLimits.maxSize)}
        onResize={watch("bottom")}
        className="gh-panel"
      >
        {bottom}
      </Panel>
    </Group>
  );
}
