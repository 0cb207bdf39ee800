/**
 * The Download button's words for a finished Quick Convert job: one image comes back as a texture and
 * its maps, not a pack, so the button says so as the "Download started" toast does (same test as
 * `downloadStartedNotice`: the uploaded name's image extension).
 */
export function downloadLabel(filename: string): string {
  return /\.(png|jpe?g|tiff?|tga)$/i.test(filename) ? "Download LabPBR texture" : "Download LabPBR pack";
}
