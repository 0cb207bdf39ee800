import { type ComponentType, lazy, type ReactNode, Suspense } from "react";
import { BrowserRouter, Route, Routes } from "react-router-dom";
import { Loading } from "../components/Card";
import { SiteLayout } from "./SiteLayout";
import { useNarrowScreen } from "./use-device-class";

/** Each page is its own chunk, so the landing page does not download the docs or the analyser. */
function page<T extends Record<string, unknown>>(load: () => Promise<T>, name: keyof T) {
  return lazy(async () => ({ default: (await load())[name] as ComponentType }));
}

const LandingPage = page(() => import("../features/landing/components/LandingPage"), "LandingPage");
const MobileHome = page(() => import("../features/landing/components/MobileHome"), "MobileHome");
const ProjectsPage = page(() => import("../features/projects/components/ProjectsPage"), "ProjectsPage");
const ProjectDetailPage = page(
  () => import("../features/projects/components/detail/ProjectDetailPage"),
  "ProjectDetailPage",
);
const DocsPage = page(() => import("../features/docs/components/DocsPage"), "DocsPage");
const JoinPage = page(() => import("../features/join/components/JoinPage"), "JoinPage");
const LoginPage = page(() => import("../features/login/components/LoginPage"), "LoginPage");
const QuickConvertPage = page(() => import("../features/converter/components/QuickConvertPage"), "QuickConvertPage");
const GreenhousePage = lazy(() => import("../features/greenhouse/components/GreenhousePage"));
const NotFoundPage = page(() => import("../features/errors/NotFoundPage"), "NotFoundPage");

const suspend = (node: ReactNode) => <Suspense fallback={<Loading label="Loading…" />}>{node}</Suspense>;

/**
 * The spec's route table. Under 768 px there is no desktop chrome and /login is registered; /greenhouse
 * serves the desktop workspace or, on a phone, the workspace's four-step wizard (the spec's "Mobile
 * /greenhouse wizard"), so that route stays on both.
 */
export function AppRouter() {
  const narrow = useNarrowScreen();
  return (
    <BrowserRouter>
      <Routes>
        <Route element={<SiteLayout narrow={narrow} />}>
          <Route index element={suspend(narrow ? <MobileHome /> : <LandingPage />)} />
          <Route path="projects" element={suspend(<ProjectsPage />)} />
          <Route path="projects/:id" element={suspend(<ProjectDetailPage />)} />
          <Route path="greenhouse" element={suspend(<GreenhousePage />)} />
          <Route path="docs" element={suspend(<DocsPage />)} />
          <Route path="join/:inviteCode" element={suspend(<JoinPage />)} />
          {narrow && <Route path="login" element={suspend(<LoginPage />)} />}
          <Route path="converter" element={suspend(<QuickConvertPage />)} />
          <Route path="*" element={suspend(<NotFoundPage />)} />
        </Route>
      </Routes>
    </BrowserRouter>
  );
}
