/** The three files of one material inside a LabPBR pack: base colour, `_n` and `_s`. */
export interface MaterialPaths {
  base: string;
  normal: string;
  specular: string;
}

/** Finds the base, `_n` and `_s` paths from any one of them (e.g. a job's texture file). */
export function materialPaths(path: string): MaterialPaths {
  const match = /^(.*?)(_n|_s)?\.png$/i.exec(path);
  const stem = match ? match[1]! : path.replace(/\.[^./]+$/, "");
  // A PNG base keeps its own name in the converted pack (Glow_Stone.PNG is rewritten in place), so it
  // is looked up as it is; the maps are always lower-case `.png`.
  const base = match && !match[2] ? path : `${stem}.png`;
  return { base, normal: `${stem}_n.png`, specular: `${stem}_s.png` };
}
