/** Session storage key for a texture carried across the sign-in round trip. */
export const STASH_KEY = "greenhouse-editor-stash";

export interface TextureStash {
  name: string;
  /** The PNG, base64-encoded (session storage holds strings only). */
  png: string;
}

/** Bytes to base64 in chunks (a 512x512 PNG is too large for one `String.fromCharCode` call). */
export function toBase64(bytes: Uint8Array): string {
  let binary = "";
  for (let i = 0; i < bytes.length; i += 0x8000) binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  return btoa(binary);
}

export function fromBase64(text: string): Uint8Array {
  const binary = atob(text);
  const bytes = new Uint8Array(binary.length);
  for (let i = 0; i < binary.length; i++) bytes[i] = binary.charCodeAt(i);
  return bytes;
}

/** Reads a stash back; anything malformed counts as none. */
export function parseStash(text: string | null): TextureStash | null {
  if (!text) return null;
  try {
    const value = JSON.parse(text) as Partial<TextureStash>;
    return typeof value.name === "string" && typeof value.png === "string" && value.png
      ? { name: value.name, png: value.png }
      : null;
  } catch {
    return null;
  }
}
