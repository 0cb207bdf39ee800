import { mapPath } from "./classify.js";
import type { PlannedEntry } from "./plan.js";

/** A map the plan leaves out because another output entry has the same name ignoring case. */
export interface NameClash {
  /** The map that is not generated, e.g. `assets/minecraft/textures/block/Stone_n.png`. */
  path: string;
  /** The entry it would collide with, e.g. `assets/minecraft/textures/block/stone_n.png`. */
  with: string;
}

const maps = [
  ["writeNormal", "n"],
  ["writeSpecular", "s"],
] as const;

/**
 * Windows and macOS unzip `Stone_n.png` and `stone_n.png` onto one file, so the converter never writes
 * a map whose name equals another output entry's ignoring case: that map is not generated and the
 * clash is recorded on the material (`convertEntries` logs it and adds it to the texture's issues).
 * Inputs are the user's and all stay, even `a.png` beside `A.png`. Of two textures whose maps would
 * collide, one with a lower-case path (the one the game loads) gets them, else the first.
 */
export function leaveOutCaseClashes(planned: readonly PlannedEntry[]): void {
  const taken = new Map<string, string>();
  for (const item of planned) {
    if (item.role === "directory" || item.role === "replaced") continue;
    const key = item.path.toLowerCase();
    if (!taken.has(key)) taken.set(key, item.path);
  }
  // Lower-case paths first, each group in plan order (what a stable sort on "has upper case" gives),
  // with each path lowered once rather than twice per comparison.
  const lower: PlannedEntry[] = [];
  const upper: PlannedEntry[] = [];
  for (const item of planned) {
    if (item.role !== "material" || !item.material) continue;
    (item.path === item.path.toLowerCase() ? lower : upper).push(item);
  }
  const materials = lower.concat(upper);
  for (const item of materials) {
    const material = item.material;
    if (!material) continue;
    for (const [flag, suffix] of maps) {
      if (!material[flag]) continue;
      const path = mapPath(item.path, suffix);
      const key = path.toLowerCase();
      const other = taken.get(key);
      // The same name exactly is an input the writer lets win, as it always has (never a case clash).
      if (other === undefined || other === path) {
        taken.set(key, path);
        continue;
      }
      material[flag] = false;
      material.nameClashes = [...(material.nameClashes ?? []), { path, with: other }];
    }
  }
}

/** What the log and the texture's issues say about a map left out by `leaveOutCaseClashes`. */
export function nameClashMessage(clash: NameClash): string {
  return `${clash.path} was not generated: ${clash.with} is in the output too, and the two names differ only in case, so Windows and macOS would keep only one of them when unzipping`;
}
