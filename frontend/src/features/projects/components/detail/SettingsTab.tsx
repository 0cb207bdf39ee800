import { Checkbox } from "../../../../components/Checkbox";
import type { ExportSettings } from "../../api/project-content";

/** Export options that change what Download Pack puts in the zip. */
export function SettingsTab({
  settings,
  onChange,
}: {
  settings: ExportSettings;
  onChange(settings: ExportSettings): void;
}) {
  return (
    <section className="card" aria-labelledby="export-settings-title">
      <h2 id="export-settings-title" className="card-title">
        Export settings
      </h2>
      <p className="muted small">
        Used by Download Pack; remembered in this browser for this project. The maps are made with your default
        conversion preset (Greenhouse → Presets), or the standard settings when you have none.
      </p>
      <Checkbox
        label="Include normal maps"
        description="_n: normal X/Y, ambient occlusion and height"
        checked={settings.includeNormal}
        onCheckedChange={(includeNormal) => onChange({ ...settings, includeNormal })}
      />
      <Checkbox
        label="Include specular maps"
        description="_s: smoothness, F0/metal, porosity/SSS and emission"
        checked={settings.includeSpecular}
        onCheckedChange={(includeSpecular) => onChange({ ...settings, includeSpecular })}
      />
      <Checkbox
        label="Generate heightmaps"
        description="Generate height (the _n alpha) from each texture; off keeps surfaces flat"
        checked={settings.generateHeight}
        onCheckedChange={(generateHeight) => onChange({ ...settings, generateHeight })}
      />
    </section>
  );
}
