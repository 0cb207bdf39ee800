import { BrowserRouter, Route, Routes } from "react-router-dom";
import { QuickConvertPage } from "../features/converter/components/QuickConvertPage";
import { NotFoundPage } from "../features/errors/NotFoundPage";
import { LandingPage } from "../features/landing/components/LandingPage";
import { PlaceholderPage } from "../features/placeholders/PlaceholderPage";
import { SiteLayout } from "./SiteLayout";
import { useNarrowScreen } from "./use-device-class";

/** The spec's route table, including the narrow-screen rules (no /greenhouse, /login registered). */
export function AppRouter() {
  const narrow = useNarrowScreen();
  return (
    <BrowserRouter>
      <Routes>
        <Route element={<SiteLayout chrome={!narrow} />}>
          <Route index element={<LandingPage />} />
          <Route path="projects" element={<PlaceholderPage title="Projects" />} />
          <Route path="projects/:id" element={<PlaceholderPage title="Project" />} />
          {!narrow && <Route path="greenhouse" element={<PlaceholderPage title="Greenhouse workspace" />} />}
          <Route path="docs" element={<PlaceholderPage title="LabPBR 1.3 documentation" />} />
          <Route path="join/:inviteCode" element={<PlaceholderPage title="Join project" />} />
          {narrow && <Route path="login" element={<PlaceholderPage title="Sign in" />} />}
          <Route path="converter" element={<QuickConvertPage />} />
          <Route path="*" element={<NotFoundPage />} />
        </Route>
      </Routes>
    </BrowserRouter>
  );
}
