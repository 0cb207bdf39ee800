import { Checkbox } from "../../../components/Checkbox";
import type { BatchToggles as Toggles } from "../lib/batch-plan";

const rows: { key: keyof Toggles; label: string; description: string }[] = [
  {
    key: "autoDetect",
    label: "Auto-detect texture types",
    description: "Images named _n, _s or _e are maps: kept, not converted as albedo.",
  },
  {
    key: "skipExisting",
    label: "Skip existing textures",
    description: "Skip files already converted in this queue or whose _n and _s are queued.",
  },
  {
    key: "validateAfter",
    label: "Validate after processing",
    description: "Report LabPBR 1.3 errors and warnings of the generated maps per file.",
  },
];

/** The three batch toggles (spec section 4), read when each item starts. */
export function BatchToggles({ value, onChange }: { value: Toggles; onChange(next: Toggles): void }) {
  return (
    <fieldset className="gh-fieldset batch-toggles">
      <legend>Options</legend>
      {rows.map((row) => (
        <Checkbox
          key={row.key}
          label={row.label}
          description={row.description}
          checked={value[row.key]}
          onCheckedChange={(checked) => onChange({ ...value, [row.key]: checked })}
        />
      ))}
    </fieldset>
  );
}
