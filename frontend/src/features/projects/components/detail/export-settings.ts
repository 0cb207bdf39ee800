import { useState } from "react";
import { readStored, writeStored } from "../../../../lib/storage";
import { defaultExportSettings, type ExportSettings } from "../../api/project-content";

/** Export choices per project, remembered in this browser so the next download uses them too. */
export function useExportSettings(projectId: number) {
  const key = `greenhouse-export-${projectId}`;
  const [settings, setSettings] = useState<ExportSettings>(() => {
    try {
      return { ...defaultExportSettings, ...JSON.parse(readStored("local", key) ?? "{}") };
    } catch {
      return defaultExportSettings;
    }
  });
  const update = (next: ExportSettings) => {
    writeStored("local", key, JSON.stringify(next));
    setSettings(next);
  };
  return [settings, update] as const;
}
