/**
 * One file to make a PNG of: its bytes, the name its decoder reads the format from, and whether its
 * alpha is data to draw opaque (a LabPBR map) or a texture's own transparency to keep (a TGA or TIFF,
 * which browsers do not draw).
 */
export interface MapPreviewRequest {
  id: number;
  name: string;
  bytes: Uint8Array;
  opaque: boolean;
}

export type MapPreviewResponse = { id: number; ok: true; png: Uint8Array } | { id: number; ok: false; error: string };
