import { DEFAULT_AI_PORT } from "./ai-options";

/** The AI server panel's fields as typed. */
export interface ServerFields {
  ip: string;
  port: string;
}

export const defaultServerFields: ServerFields = { ip: "", port: String(DEFAULT_AI_PORT) };

export type ParsedServer = { ok: true; address: { host: string; port: number } | null } | { ok: false; error: string };

/**
 * Reads the panel: an empty IP means "this site's AI server"; people often paste `http://1.2.3.4:7860/`,
 * so a scheme, trailing path and an embedded port are accepted and split out.
 */
export function parseServer(fields: ServerFields): ParsedServer {
  let host = fields.ip.trim();
  let port = fields.port.trim();
  if (host === "") return { ok: true, address: null };
  host = host.replace(/^[a-z]+:\/\//i, "").replace(/\/.*$/, "");
  const embedded = /^(\[[^\]]+\]|[^:]+):(\d+)$/.exec(host);
  if (embedded) {
    host = embedded[1] ?? host;
    port = embedded[2] ?? port;
  }
  if (!/^(\[[0-9a-f:.]+\]|[a-z0-9.-]+)$/i.test(host)) {
    // Said as what is wrong with what was typed: "Enter the AI server's IP address" read as an empty field.
    return {
      ok: false,
      error: `“${fields.ip.trim()}” is not an IP address or host name (like 192.168.1.20 or sd-box.local)`,
    };
  }
  const number = Number(port);
  if (!/^\d+$/.test(port) || number < 1 || number > 65535) {
    return { ok: false, error: "The port must be a number from 1 to 65535" };
  }
  return { ok: true, address: { host, port: number } };
}

/** True when two parsed addresses name the same server (null is the site's own). */
export function sameServer(
  a: { host: string; port: number } | null,
  b: { host: string; port: number } | null,
): boolean {
  if (a === null || b === null) return a === b;
  return a.host.toLowerCase() === b.host.toLowerCase() && a.port === b.port;
}
