import { existsSync } from "node:fs";
import { type Browser, chromium } from "playwright-core";

/** Finds Debian's Chromium (or CHROME_PATH) and says how to install it when there is none. */
export function findChromium(): string {
  const candidates = [process.env.CHROME_PATH, "/usr/bin/chromium", "/usr/bin/chromium-browser"].filter(
    (path): path is string => Boolean(path),
  );
  const found = candidates.find((path) => existsSync(path));
  if (!found) {
    throw new Error(
      "No Chromium found for the end-to-end tests. Install it with `sudo apt-get install -y chromium` " +
        "(Debian) or set CHROME_PATH to a Chromium/Chrome binary.",
    );
  }
  return found;
}

/** Launches headless Chromium with the flags that keep it off the (closed) network. */
export function launchChromium(): Promise<Browser> {
  return chromium.launch({
    executablePath: findChromium(),
    args: [
      "--headless",
      "--no-sandbox",
      "--disable-gpu",
      "--disable-background-networking",
      "--disable-component-update",
      "--disable-sync",
      "--no-first-run",
      "--disable-quic",
    ],
  });
}
