export interface LocalDiscord {
  url: string;
  close(): Promise<void>;
}

/** Starts the local Discord OAuth2 stand-in on 127.0.0.1 (port 0 picks a free one). */
export function startLocalDiscord(options?: { port?: number; codeTtlMs?: number }): Promise<LocalDiscord>;
