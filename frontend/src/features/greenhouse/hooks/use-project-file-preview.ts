import { useCallback, useRef } from "react";
import { toast } from "../../../components/toast";
import { apiRequest } from "../../../lib/api-client";
import type { ProjectFile } from "../../projects/api/types";
import { isPreviewableImage } from "../lib/file-checks";
import { materialPaths } from "../lib/material-paths";
import { useConvertSession } from "./convert-session";
import { loadMaterialPreview } from "./material-preview";

const isMap = (path: string) => /_[ns]\.png$/i.test(path);

/**
 * Shows a project's texture in the workspace's Preview panel with the `_n` and `_s` the project keeps
 * beside it, read from the project's stored files, animated by the `.png.mcmeta` a conversion kept
 * (uploads by hand have none): choosing a file on the dashboard left the panel on "Choose a texture"
 * while the file sat selected beside it. Only the latest choice lands, so files clicked in quick
 * succession do not show out of order.
 */
export function useProjectFilePreview() {
  const { setPreview } = useConvertSession();
  const latest = useRef(0);
  return useCallback(
    async (projectId: number, file: ProjectFile, files: readonly ProjectFile[]) => {
      if (file.type !== "file" || !isPreviewableImage(file.name)) return;
      const ticket = ++latest.current;
      const byPath = new Map(files.filter((entry) => entry.type === "file").map((entry) => [entry.path, entry]));
      // A base that is not a PNG (stone.tga) is still the base of stone_n.png and stone_s.png.
      if (!isMap(file.path)) byPath.set(materialPaths(file.path).base, file);
      const read = async (path: string) => {
        const found = byPath.get(path);
        if (!found) return undefined;
        const version = found.lastModified ? `?v=${encodeURIComponent(found.lastModified)}` : "";
        const response = await apiRequest(`/api/projects/${projectId}/files/${found.id}/content${version}`);
        return new Uint8Array(await response.arrayBuffer());
      };
      try {
        const preview = await loadMaterialPreview(file.path, read);
        if (ticket === latest.current) setPreview(preview);
      } catch (error) {
        if (ticket !== latest.current) return;
        toast({ title: "Preview unavailable", description: (error as Error).message, variant: "destructive" });
      }
    },
    [setPreview],
  );
}
