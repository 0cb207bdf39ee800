import { useSearchParams } from "react-router-dom";
import { classifyDevice } from "../../../app/use-device-class";
import { AiLeaveWarning } from "../../ai-generate/components/AiLeaveWarning";
import { BatchLeaveWarning } from "../../batch/components/BatchLeaveWarning";
import { BatchSettingsSync } from "../../batch/components/BatchSettingsSync";
import { EditorLeaveWarning } from "../../editor/components/EditorLeaveWarning";
import { ConvertSessionProvider } from "../hooks/convert-session";
import { LocalJobsProvider } from "../hooks/local-jobs";
import { projectIdFrom, sectionFromView, sections } from "../lib/sections";
import "../greenhouse.css";
import "../greenhouse-controls.css";
import "../greenhouse-preview.css";
import "../greenhouse-wizard.css";
import "../greenhouse-overlays.css";
import "../greenhouse-panels.css";
import { usePageTitle } from "../../../lib/page-title";
import { DefaultPresetLoader } from "./DefaultPresetLoader";
import { MobileGreenhouse } from "./mobile/MobileGreenhouse";
import { DesktopWorkspace } from "./workspace/DesktopWorkspace";

/**
 * The /greenhouse route: the desktop workspace, or for mobile devices (under 768 px or a mobile user
 * agent, the spec's device classes) the four-step wizard and the phone's Library, Editor and AI views.
 */
export default function GreenhousePage() {
  const [params] = useSearchParams();
  const projectId = projectIdFrom(params.get("project"));
  const section = sections.find((entry) => entry.id === sectionFromView(params.get("view")));
  usePageTitle(section?.id === "convert" ? "Workspace" : (section?.label ?? "Workspace"));
  const mobile = classifyDevice(window.innerWidth, navigator.userAgent) === "mobile";
  return (
    <ConvertSessionProvider projectId={projectId}>
      <LocalJobsProvider>
        <DefaultPresetLoader />
        <BatchSettingsSync />
        <BatchLeaveWarning />
        <AiLeaveWarning />
        <EditorLeaveWarning />
        {mobile ? <MobileGreenhouse /> : <DesktopWorkspace />}
      </LocalJobsProvider>
    </ConvertSessionProvider>
  );
}
