import { type AnimationMeta, frameHeightOf, parseAnimation } from "@greenhouse/wasm-pipeline";
import { deleteProjectFileRow, findProjectFileByPath } from "../db/project-files.js";
import { madeByConversion } from "./project-files.js";

/**
 * After a person replaces a texture (an upload at its path, the Editor's save): the `.png.mcmeta` that
 * animated the old strip is deleted when the new image does not hold at least two whole frames of it.
 * Kept, it would cut a still 16x32 picture into two frames and flicker between them, or make the game
 * reject a picture whose height is no whole number of frames. A strip that still fits keeps it (an
 * edited animation saved at its size). Returns the deleted file's path, or null when nothing changed.
 */
export async function dropOutgrownAnimation(
  env: Env,
  projectId: number,
  texturePath: string,
  image: { width: number; height: number },
): Promise<string | null> {
  if (!texturePath.toLowerCase().endsWith(".png")) return null;
  const sidecar = await findProjectFileByPath(env.DB, projectId, `${texturePath}.mcmeta`);
  if (!sidecar) return null;
  const object = await env.BUCKET.get(sidecar.r2Key);
  // A sidecar whose bytes are gone animates nothing; leave the row to the person to see and remove.
  if (!object) return null;
  const animation = parseAnimation(new Uint8Array(await object.arrayBuffer()));
  // Not an animation (blur/clamp settings only): it applies to any picture.
  if (!animation) return null;
  if (wholeFrames(animation, image) >= 2) return null;
  // The converter's maps of the old strip are out of date and made again on export without their
  // animation; their own .mcmeta goes too, so the project no longer lists them as animated. An artist's
  // own maps (and their .mcmeta) are theirs to change.
  const stem = texturePath.slice(0, -".png".length);
  const mapSidecars = await Promise.all(
    [`${stem}_n.png.mcmeta`, `${stem}_s.png.mcmeta`].map((path) => findProjectFileByPath(env.DB, projectId, path)),
  );
  const converted = mapSidecars.filter(
    (row): row is NonNullable<typeof row> => row !== null && madeByConversion(projectId, row.r2Key),
  );
  for (const row of [sidecar, ...converted]) {
    await env.BUCKET.delete(row.r2Key);
    await deleteProjectFileRow(env.DB, row.id);
  }
  return sidecar.path;
}

/** How many frames the game cuts `image` into by `animation`, or 0 when its sides are no whole number of frames. */
function wholeFrames(animation: AnimationMeta, image: { width: number; height: number }): number {
  const frameHeight = frameHeightOf(animation, image.width, image.height);
  const frameWidth = animation.width ?? (animation.height ? image.width : Math.min(image.width, image.height));
  if (frameHeight === undefined || image.width % frameWidth !== 0) return 0;
  return (image.width / frameWidth) * (image.height / frameHeight);
}
