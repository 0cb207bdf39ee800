import { Outlet, useLocation } from "react-router-dom";
import { BottomNav } from "./chrome/BottomNav";
import { DesktopTopBar } from "./chrome/DesktopTopBar";
import { LoginBanner } from "./chrome/LoginBanner";
import { MobileHeader } from "./chrome/MobileHeader";
import { RouteAnnouncer } from "./chrome/RouteAnnouncer";
import { FloatingUpload } from "./overlays/FloatingUpload";
import { InstallCard } from "./overlays/InstallCard";
import { JobStatusCard } from "./overlays/JobStatusCard";
import { useAuthErrorToast } from "./use-auth-error-toast";
import { useReturnAfterSignIn } from "./use-return-after-sign-in";

/**
 * Desktop pages get the top bar; narrow screens get no site chrome but the phone shell instead
 * (header with the side sheet, login banner, bottom navigation). The overlays float above both.
 */
export function SiteLayout({ narrow }: { narrow: boolean }) {
  const { pathname } = useLocation();
  useReturnAfterSignIn();
  useAuthErrorToast();
  const inWorkspace = pathname.startsWith("/greenhouse");
  return (
    <div className={narrow ? "app app-mobile" : "app"}>
      <a className="skip-link" href="#main">
        Skip to content
      </a>
      {narrow ? <MobileHeader /> : <DesktopTopBar />}
      {narrow && pathname !== "/login" && <LoginBanner />}
      <main id="main" className={inWorkspace ? "page page-workspace" : "page"}>
        <Outlet />
      </main>
      {narrow && <BottomNav />}
      {!inWorkspace && pathname !== "/login" && <FloatingUpload narrow={narrow} />}
      {/* The workspace and Quick Convert show their own job progress. */}
      {!inWorkspace && !pathname.startsWith("/converter") && <JobStatusCard narrow={narrow} />}
      <InstallCard />
      <RouteAnnouncer />
    </div>
  );
}
