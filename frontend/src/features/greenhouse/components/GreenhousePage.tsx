import { useSearchParams } from "react-router-dom";
import { classifyDevice } from "../../../app/use-device-class";
import { ConvertSessionProvider } from "../hooks/convert-session";
import { projectIdFrom } from "../lib/sections";
import "../greenhouse.css";
import { MobileWizard } from "./wizard/MobileWizard";
import { DesktopWorkspace } from "./workspace/DesktopWorkspace";

/**
 * The /greenhouse route: the desktop workspace, or the four-step wizard for mobile devices
 * (under 768 px or a mobile user agent, the spec's device classes).
 */
export default function GreenhousePage() {
  const [params] = useSearchParams();
  const projectId = projectIdFrom(params.get("project"));
  const mobile = classifyDevice(window.innerWidth, navigator.userAgent) === "mobile";
  return (
    <ConvertSessionProvider projectId={projectId}>
      {mobile ? <MobileWizard /> : <DesktopWorkspace />}
    </ConvertSessionProvider>
  );
}
