/** One file to draw opaque: its bytes and the name its decoder reads the format from. */
export interface MapPreviewRequest {
  id: number;
  name: string;
  bytes: Uint8Array;
}

export type MapPreviewResponse = { id: number; ok: true; png: Uint8Array } | { id: number; ok: false; error: string };
