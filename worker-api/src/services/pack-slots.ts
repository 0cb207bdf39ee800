import { projectPackPath } from "@greenhouse/wasm-pipeline";
import { projectFilesNearPackPaths } from "../db/project-files.js";

/** A file another file takes the place of: the export would lay both out at one pack path. */
export interface SupersededFile {
  id: number;
  path: string;
  r2Key: string;
}

/** Where an incoming file is stored and which files it takes the place of. */
export interface PackSlot {
  path: string;
  superseded: SupersededFile[];
}

/**
 * One file per pack path (`projectPackPath`): `bedrock.png` uploaded by hand and a converted pack's
 * `assets/minecraft/textures/block/bedrock.png` are the same texture, and the export kept one of them
 * silently. A loose upload takes the place of the pack file at its pack path, at that path, so the
 * texture keeps its folder and stays beside its maps; a file with a folder takes the place of loose
 * files with its pack path. Other files with the pack path (`Bedrock.png` beside `bedrock.png`) go.
 * Answers a slot for each of `paths`; a file being stored never counts as superseded.
 */
export async function packSlots(db: D1Database, projectId: number, paths: string[]): Promise<Map<string, PackSlot>> {
  const packPaths = [...new Set(paths.map(projectPackPath))];
  const existing = await projectFilesNearPackPaths(db, projectId, packPaths);
  const byPackPath = new Map<string, SupersededFile[]>();
  for (const file of existing) {
    const packPath = projectPackPath(file.path);
    byPackPath.set(packPath, [...(byPackPath.get(packPath) ?? []), file]);
  }
  const targets = new Map<string, string>();
  for (const path of paths) {
    const sharing = byPackPath.get(projectPackPath(path)) ?? [];
    const packFile = path.includes("/") ? undefined : sharing.find((file) => file.path.includes("/"));
    targets.set(path, packFile?.path ?? path);
  }
  const stored = new Set(targets.values());
  return new Map(
    paths.map((path) => {
      const target = targets.get(path) ?? path;
      const sharing = byPackPath.get(projectPackPath(path)) ?? [];
      return [path, { path: target, superseded: sharing.filter((file) => !stored.has(file.path)) }];
    }),
  );
}
