/**
 * One line under each of the Convert card's two look-alike actions, saying where the work happens and
 * what is kept, as the code does it: Generate Textures uploads a server job (kept in the queue, added to
 * an open project it may change), unless the selection is one the server cannot take, which then
 * converts in the browser exactly as "Convert on this device" does; that one never uploads and its run
 * lives in the page's local queue only.
 */
export function generateHelp({ onDevice, intoProject }: { onDevice: boolean; intoProject: boolean }): string {
  if (onDevice) return "This selection runs in your browser, not on the server, so nothing is uploaded.";
  const project = intoProject ? " and is added to this project" : "";
  return `Uploads your files and converts them on the Greenhouse server; the job stays in your queue${project}.`;
}

export const onDeviceHelp =
  "Runs in your browser. Nothing leaves this device, and the result is kept only while this page is open.";
