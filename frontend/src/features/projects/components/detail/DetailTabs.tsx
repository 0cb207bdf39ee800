import { FolderOpen, LayoutDashboard, Settings } from "lucide-react";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "../../../../components/Tabs";
import type { ExportSettings } from "../../api/project-content";
import type { Project } from "../../api/types";
import { OverviewTab } from "./OverviewTab";
import { SettingsTab } from "./SettingsTab";
import { TexturesTab } from "./TexturesTab";
import { useDetailTab } from "./use-detail-tab";

export function DetailTabs({
  project,
  canUpload,
  exportSettings,
  onExportSettingsChange,
}: {
  project: Project;
  canUpload: boolean;
  exportSettings: ExportSettings;
  onExportSettingsChange(settings: ExportSettings): void;
}) {
  const [tab, selectTab] = useDetailTab();
  return (
    <Tabs value={tab} onValueChange={selectTab}>
      <TabsList aria-label="Project sections">
        <TabsTrigger value="overview">
          <LayoutDashboard size={16} aria-hidden /> Overview
        </TabsTrigger>
        <TabsTrigger value="textures">
          <FolderOpen size={16} aria-hidden /> Textures
        </TabsTrigger>
        <TabsTrigger value="settings">
          <Settings size={16} aria-hidden /> Settings
        </TabsTrigger>
      </TabsList>
      <TabsContent value="overview">
        <OverviewTab project={project} />
      </TabsContent>
      <TabsContent value="textures">
        <TexturesTab project={project} canUpload={canUpload} />
      </TabsContent>
      <TabsContent value="settings">
        <SettingsTab settings={exportSettings} onChange={onExportSettingsChange} />
      </TabsContent>
    </Tabs>
  );
}
