import { type MaterialReference, materialReferences } from "@greenhouse/wasm-pipeline";
import { ScrollRegion } from "../../../components/ScrollRegion";
import { F0Analyser } from "../analyser/F0Analyser";
import { metalIor } from "../data/metal-ior";

const categories: MaterialReference["category"][] = ["Liquids", "Surfaces", "Gems", "Transparents", "Human", "Metals"];

export function F0Section() {
  return (
    <section id="f0-values" className="docs-section" aria-labelledby="f0-title">
      <h2 id="f0-title">F0 values</h2>
      <p>
        F0 is how much light a surface reflects head-on. LabPBR stores it in the specular map's green channel:{" "}
        <code>G = reflectance% × 255 / 100</code>, or from an index of refraction <code>F0 = ((n − 1)/(n + 1))²</code>.
        Use 10 (F0 0.04) when you do not know better.
      </p>
      <div className="f0-tables">
        {categories.map((category) => (
          <ScrollRegion key={category} className="table-wrap" label={`${category} F0 values`}>
            <table className="docs-table compact">
              <caption>{category}</caption>
              <thead>
                <tr>
                  <th scope="col">Material</th>
                  <th scope="col">{category === "Metals" ? "N / K (R, G, B)" : "Reflectance"}</th>
                  <th scope="col">{category === "Metals" ? "Id (G)" : "F0 (G)"}</th>
                </tr>
              </thead>
              <tbody>
                {materialReferences
                  .filter((material) => material.category === category)
                  .map((material) => (
                    <tr key={material.name}>
                      <td>{material.name}</td>
                      <td className="mono">
                        {material.reflectance !== null
                          ? `${material.reflectance}%`
                          : metalIor[material.name]
                            ? `${metalIor[material.name]?.n.join(", ")} / ${metalIor[material.name]?.k.join(", ")}`
                            : "—"}
                      </td>
                      <td className="mono">{material.f0}</td>
                    </tr>
                  ))}
              </tbody>
            </table>
          </ScrollRegion>
        ))}
      </div>
      <h3 id="f0-analyser">Specular map F0 analyser</h3>
      <p className="muted">
        Drop a <code>_s</code> texture to read its average F0 from the green channel and see which real material it is
        closest to. Nothing is uploaded: the image is analysed in your browser.
      </p>
      <F0Analyser />
    </section>
  );
}
