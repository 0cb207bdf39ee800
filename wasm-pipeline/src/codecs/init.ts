import { initJpeg } from "./jpeg.js";
import type { CodecModules } from "./modules.js";
import { initOxipng } from "./oxipng.js";
import { initPng } from "./png.js";
import { initResize } from "./resize.js";

/** Initialises every codec the pipeline uses from the modules a runtime adapter supplies. */
export async function initCodecs(modules: CodecModules): Promise<void> {
  await initPng(modules.png);
  await initJpeg(modules.jpeg);
  // Resize and oxipng are only needed by advanced processing: without explicit modules (the browser)
  // they initialise themselves on first use instead of fetching their wasm at start-up.
  if (modules.resize) await initResize(modules.resize);
  if (modules.oxipng) await initOxipng(modules.oxipng);
}
