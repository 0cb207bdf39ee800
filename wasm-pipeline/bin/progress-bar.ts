import type { ProcessingStatus } from "../src/pack/types.js";

/** A one-line progress bar for terminals; silent when the stream is not a TTY (CI logs stay clean). */
export function progressBar(stream: NodeJS.WriteStream): { update: (s: ProcessingStatus) => void; done: () => void } {
  if (!stream.isTTY) return { update: () => {}, done: () => {} };
  let last = 0;
  let drawn = false;
  return {
    update: (status) => {
      const now = Date.now();
      // Redrawing at most 20 times a second keeps the terminal from becoming the bottleneck.
      if (now - last < 50 && status.imagesProcessed < status.totalImages) return;
      last = now;
      const width = 28;
      const ratio = status.totalImages > 0 ? status.imagesProcessed / status.totalImages : 1;
      const filled = Math.round(ratio * width);
      const bar = `${"█".repeat(filled)}${"░".repeat(width - filled)}`;
      const columns = stream.columns || 80;
      const line = `${bar} ${Math.round(ratio * 100)}% ${status.imagesProcessed}/${status.totalImages} ${status.currentTask}`;
      stream.write(`\r${line.slice(0, columns - 1).padEnd(columns - 1)}`);
      drawn = true;
    },
    done: () => {
      if (drawn) stream.write(`\r${" ".repeat((stream.columns || 80) - 1)}\r`);
    },
  };
}
