import { Badge } from "../../../components/Card";
import { ScrollRegion } from "../../../components/ScrollRegion";

const rules: { rule: string; severity: "error" | "warning" | "info"; why: string }[] = [
  { rule: "Power-of-two resolution", severity: "error", why: "Mipmaps and atlases need 16, 32, 64 … 2048 px sides." },
  { rule: "PNG required", severity: "error", why: "Shaders read _n and _s only as lossless PNG." },
  {
    rule: "Naming suffixes _n and _s",
    severity: "warning",
    why: "The shader finds maps by name next to the base texture. LabPBR has no _e map: emission is _s alpha.",
  },
  {
    rule: "Lower-case file names",
    severity: "warning",
    why: "Minecraft only loads lower-case resource paths: Glow_Stone.png is never found, and unzipped on Windows or macOS it can overwrite glow_stone.png.",
  },
  {
    rule: "Alpha only when needed",
    severity: "info",
    why: "An unused alpha channel costs memory; 255 is the safe value.",
  },
  {
    rule: "Consistent normal format",
    severity: "warning",
    why: "DirectX Y-down; XY length at most 1 so Z can be rebuilt.",
  },
  {
    rule: "Specular ranges: smoothness 0–255; F0 0–229, metals 230–237 or 255; porosity 0–64, SSS 65–255",
    severity: "error",
    why: "Green 238–254 is unassigned; blue switches from porosity to subsurface scattering at 65.",
  },
];

const tone = { error: "danger", warning: "warning", info: "neutral" } as const;
const label = { error: "Critical Error", warning: "Warning", info: "Info" } as const;

export function ValidationSection() {
  return (
    <section id="validation" className="docs-section" aria-labelledby="validation-title">
      <h2 id="validation-title">Validation</h2>
      <p>
        Greenhouse validates every texture it writes and any LabPBR pack you upload. Findings are labelled by severity;
        each comes with a suggestion.
      </p>
      <ScrollRegion className="table-wrap" label="Validation rules">
        <table className="docs-table rules-table">
          <thead>
            <tr>
              <th scope="col">Rule</th>
              <th scope="col">Severity</th>
              <th scope="col">Why</th>
            </tr>
          </thead>
          <tbody>
            {rules.map((row) => (
              <tr key={row.rule}>
                <td>{row.rule}</td>
                <td>
                  <Badge tone={tone[row.severity]}>{label[row.severity]}</Badge>
                </td>
                <td className="muted">{row.why}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </ScrollRegion>
      <p className="callout">
        Non-metals should stay at or below F0 43 — a warning threshold, not the encoding limit of 229. Diamond, the
        brightest common gem, works out at 44 from its index of refraction (see F0 values), so the converter writes it
        as 43. Metals use the ids 230–237, or 255 to take F0 from the albedo.
      </p>
    </section>
  );
}
