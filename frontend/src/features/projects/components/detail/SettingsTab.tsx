import { Checkbox } from "../../../../components/Checkbox";
import type { ExportSettings } from "../../api/project-content";
import { hasMaps } from "../../export/export-choices";

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
      {/* Height is the _n alpha (LabPBR), so without normal maps there is nowhere to put it: the box was
          tickable and then did nothing. It shows unticked and says why while normal maps are off. */}
      <Checkbox
        label="Generate heightmaps"
        description={
          settings.includeNormal
            ? "Generate height (the _n alpha) from each texture; off keeps surfaces flat"
            : "Needs normal maps: height is stored in the _n alpha, so turn on Include normal maps first"
        }
        checked={settings.includeNormal && settings.generateHeight}
        disabled={!settings.includeNormal}
        onCheckedChange={(generateHeight) => onChange({ ...settings, generateHeight })}
      />
      {!hasMaps(settings) && (
        <p className="muted small" role="status">
          With both map kinds off, Download Pack gives your textures as a plain resource pack: no LabPBR maps, and no
          LabPBR declaration.
        </p>
      )}
    </section>
  );
}
