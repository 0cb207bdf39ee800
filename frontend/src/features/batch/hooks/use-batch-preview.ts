import type { RawImage } from "@greenhouse/wasm-pipeline";
import { toast } from "../../../components/toast";
import { useConvertSession } from "../../greenhouse/hooks/convert-session";
import type { MapKind } from "../../greenhouse/lib/channels";
import { isZipName } from "../../greenhouse/lib/file-checks";
import { materialPaths } from "../../greenhouse/lib/material-paths";
import { textureAnimation } from "../../greenhouse/lib/texture-animation";
import { decodeInWorker, unzipInWorker } from "../../greenhouse/pipeline/bridge";
import type { BatchItem } from "../lib/batch-queue";
import { batchOutput } from "./batch-runner";

const MAP_KINDS = ["base", "normal", "specular"] as const;

/** Where a single texture's maps are in its converted zip: a PNG keeps its name, others become `<stem>.png`. */
function pathsFor(name: string) {
  return materialPaths(/\.png$/i.test(name) ? name : `${name.replace(/\.[^.]+$/, "")}.png`);
}

/** Whether a row can open its maps in the Preview panel: a converted single texture (a pack has thousands). */
export function canPreview(item: BatchItem): boolean {
  return item.status === "completed" && item.skipped === null && !isZipName(item.name) && !!batchOutput(item.id);
}

/**
 * Opens a converted batch texture in the workspace's Preview panel, as a job's file opens there: the
 * texture, `_n` and `_s` as stored in its zip, frame by frame when its .mcmeta came along.
 */
export function useBatchPreview() {
  const { setPreview } = useConvertSession();
  return async (item: BatchItem) => {
    const zip = batchOutput(item.id);
    if (!zip) return;
    try {
      const paths = pathsFor(item.name);
      const entries = await unzipInWorker(zip, [...MAP_KINDS.map((kind) => paths[kind]), `${paths.base}.mcmeta`]);
      const maps: Partial<Record<MapKind, RawImage>> = {};
      for (const kind of MAP_KINDS) {
        const bytes = entries[paths[kind]];
        if (bytes) maps[kind] = await decodeInWorker(bytes, paths[kind]);
      }
      const base = maps.base;
      if (!base) throw new Error(`${paths.base} is not in the converted zip`);
      const mcmeta = entries[`${paths.base}.mcmeta`];
      const animation = mcmeta ? textureAnimation(new TextDecoder().decode(mcmeta), base.width, base.height) : null;
      const fileName = (path: string) => path.split("/").pop() ?? path;
      setPreview({
        name: fileName(paths.base),
        maps,
        names: { base: fileName(paths.base), normal: fileName(paths.normal), specular: fileName(paths.specular) },
        ...(animation ? { animation } : {}),
      });
    } catch (error) {
      toast({
        title: "Preview unavailable",
        description: error instanceof Error ? error.message : String(error),
        variant: "destructive",
      });
    }
  };
}
