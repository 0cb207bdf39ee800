/** This machine's own host names: what `npm start` serves the app on and where the local stand-ins listen. */
const loopbackHosts = new Set(["localhost", "127.0.0.1", "[::1]"]);

/**
 * Whether `url` is on this machine. A deployed Worker's own address never is, which is what lets
 * development-only allowances (the Discord stand-in, local AI servers) lock themselves out of a
 * deployment whose vars were copied from development; an address that does not parse is not.
 */
export function isLoopbackUrl(url: string): boolean {
  try {
    return loopbackHosts.has(new URL(url).hostname);
  } catch {
    return false;
  }
}
