import { initJpeg } from "./jpeg.js";
import type { CodecModules } from "./modules.js";
import { initOxipng } from "./oxipng.js";
import { initPng } from "./png.js";
import { initResize } from "./resize.js";

/** Initialises every codec the pipeline uses from the modules a runtime adapter supplies. */
export async function initCodecs(modules: CodecModules): Promise<void> {
  await initPng(modules.png);
  await initJpeg(modules.jpeg);
  await initResize(modules.resize);
  await initOxipng(modules.oxipng);
}
