import { ScrollRegion } from "../../../components/ScrollRegion";

const normalChannels = [
  ["R", "Normal X", "0 = left, 255 = right"],
  ["G", "Normal Y (DirectX, Y down)", "0 = up, 255 = down"],
  ["B", "Material ambient occlusion", "0 = fully occluded, 255 = none (not normal Z)"],
  ["A", "Height", "255 = surface, 0 = 25% deep; never 0 (use 1 or more)"],
];

const specularChannels = [
  ["R", "Perceptual smoothness", "255 = mirror; roughness = (1 − R/255)²"],
  ["G", "F0 / metal id", "0–229 linear F0; 230–237 predefined metals; 255 albedo metal"],
  ["B", "Porosity / subsurface scattering", "0–64 porosity; 65–255 SSS (65 = 0%, 255 = 100%)"],
  ["A", "Emission", "0–254 linear (254 = 100%); 255 = no emission"],
];

function ChannelTable({ caption, rows }: { caption: string; rows: string[][] }) {
  return (
    <ScrollRegion className="table-wrap" label={caption}>
      <table className="docs-table">
        <caption>{caption}</caption>
        <thead>
          <tr>
            <th scope="col">Channel</th>
            <th scope="col">Meaning</th>
            <th scope="col">Encoding</th>
          </tr>
        </thead>
        <tbody>
          {rows.map(([channel, meaning, encoding]) => (
            <tr key={channel}>
              <th scope="row" className={`channel channel-${channel?.toLowerCase()}`}>
                {channel}
              </th>
              <td>{meaning}</td>
              <td>{encoding}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </ScrollRegion>
  );
}

export function TexturesSection() {
  return (
    <section id="textures" className="docs-section" aria-labelledby="textures-title">
      <h2 id="textures-title">Texture maps</h2>
      <h3>
        Normal map <code>_n</code>
      </h3>
      <p>
        Shaders rebuild Z as <code>sqrt(1 − x² − y²)</code> after mapping X and Y to −1..1, so the XY vector must never
        be longer than 1. A flat pixel is <code>(128, 128, 255, 255)</code>.
      </p>
      <ChannelTable caption="_n channels" rows={normalChannels} />
      <h3>
        Specular map <code>_s</code>
      </h3>
      <p>
        Porosity darkens and smooths surfaces when it rains: sand is about 64, wool 38, wood 12 and metals 0. Values
        from 65 upwards switch the blue channel to subsurface scattering for leaves, skin, snow and wax.
      </p>
      <ChannelTable caption="_s channels" rows={specularChannels} />
      <p className="callout">
        An image without alpha reads as alpha 255, which means <strong>no emission</strong> in the specular map and full
        surface height in the normal map — a safe default.
      </p>
    </section>
  );
}
