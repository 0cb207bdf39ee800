import type { Notice } from "./upload";

/**
 * The toast for a job's download, worded by what was converted: the spec's "resource pack" sentence for
 * a pack (and a batch, which comes back as one zip), "texture" for a single image, which is no pack.
 */
export function downloadStartedNotice(filename: string): Notice {
  const isImage = /\.(png|jpe?g|tiff?|tga)$/i.test(filename);
  return {
    title: "Download started",
    description: `Your converted ${isImage ? "texture" : "resource pack"} is being downloaded`,
  };
}
