import { strFromU8, strToU8 } from "fflate";
import { describe, expect, it } from "vitest";
import { declareLabPbr, frameHeightOf, markPackDescription, parseAnimation, unmarkPackDescription } from "./mcmeta.js";

const json = (value: unknown) => strToU8(JSON.stringify(value));
const marked = (value: unknown) => JSON.parse(strFromU8(markPackDescription(json(value)) as Uint8Array));

describe("animation mcmeta", () => {
  it("is an animation only with an animation section", () => {
    expect(parseAnimation(json({ animation: {} }))).toEqual({});
    expect(parseAnimation(json({ animation: { frametime: 2, width: 16, height: 8 } }))).toEqual({
      width: 16,
      height: 8,
    });
    expect(parseAnimation(json({ texture: { blur: true } }))).toBeUndefined();
    expect(parseAnimation(strToU8("{not json"))).toBeUndefined();
    expect(parseAnimation(strToU8('\uFEFF{"animation":{}}'))).toEqual({});
  });

  it("gives square frames by default and follows width/height when set", () => {
    expect(frameHeightOf({}, 16, 64)).toBe(16);
    expect(frameHeightOf({ height: 8 }, 16, 64)).toBe(8);
    expect(frameHeightOf({ width: 16 }, 16, 64)).toBe(64);
    expect(frameHeightOf({}, 16, 40)).toBeUndefined();
  });
});

describe("pack.mcmeta", () => {
  it("marks a string description and keeps pack_format and min/max_format", () => {
    const pack = { pack: { pack_format: 69, min_format: 69, max_format: [70, 1], description: "My pack" } };
    expect(marked(pack)).toEqual({ pack: { ...pack.pack, description: "My pack (LabPBR)" } });
  });

  it("marks JSON-text descriptions (object and array)", () => {
    expect(marked({ pack: { pack_format: 34, description: { text: "Hi", color: "gold" } } }).pack.description).toEqual({
      text: "Hi",
      color: "gold",
      extra: [" (LabPBR)"],
    });
    expect(marked({ pack: { pack_format: 34, description: ["", { text: "A" }] } }).pack.description).toEqual([
      "",
      { text: "A" },
      " (LabPBR)",
    ]);
  });

  it("leaves an already-marked description alone and refuses non-JSON", () => {
    const bytes = json({ pack: { pack_format: 15, description: "LabPBR edition" } });
    expect(markPackDescription(bytes)).toBe(bytes);
    expect(markPackDescription(strToU8("pack_format=15"))).toBeUndefined();
  });
});

describe("unmarking pack.mcmeta", () => {
  const unmarked = (value: unknown) => JSON.parse(strFromU8(unmarkPackDescription(json(value)))).pack.description;

  it("takes off the mark markPackDescription added, whatever the description's form", () => {
    for (const description of ["My pack", { text: "Hi", color: "gold" }, ["", { text: "Hi" }]]) {
      const marked = markPackDescription(json({ pack: { pack_format: 34, description } })) as Uint8Array;
      expect(JSON.parse(strFromU8(unmarkPackDescription(marked))).pack.description).toEqual(description);
    }
    expect(unmarked({ pack: { pack_format: 34, description: "Mossy (LabPBR 1.3)" } })).toBe("Mossy");
    expect(unmarked({ pack: { pack_format: 34, min_format: 34, description: "Mossy (LabPBR)" } })).toBe("Mossy");
  });

  it("leaves the author's own words and non-JSON alone", () => {
    const own = json({ pack: { pack_format: 15, description: "LabPBR edition" } });
    expect(unmarkPackDescription(own)).toBe(own);
    const text = strToU8("pack_format=15");
    expect(unmarkPackDescription(text)).toBe(text);
  });
});

describe("texture.properties", () => {
  it("declares LabPBR 1.3, replacing an older format and keeping other lines", () => {
    expect(strFromU8(declareLabPbr())).toBe("format=lab-pbr/1.3\n");
    expect(strFromU8(declareLabPbr(strToU8("# mine\nformat=lab-pbr/1.2\nnormal.ao=true\n")))).toBe(
      "# mine\nformat=lab-pbr/1.3\nnormal.ao=true\n",
    );
    expect(strFromU8(declareLabPbr(strToU8("normal.ao=true")))).toBe("normal.ao=true\nformat=lab-pbr/1.3\n");
  });
});
