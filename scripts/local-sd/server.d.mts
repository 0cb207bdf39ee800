/** Starts the local Stable-Diffusion-WebUI stand-in (txt2img, img2img, GET sd-models); port 0 picks a free one. */
export function startLocalSd(port?: number, host?: string): Promise<{ url: string; close(): Promise<void> }>;
/** Encodes RGB8 pixels as a PNG. */
export function encodeRgbPng(width: number, height: number, rgb: Uint8Array): Uint8Array;
/** The stand-in's deterministic value-noise texture for a prompt and seed. */
export function texture(width: number, height: number, prompt: string, seed: number, tiling: boolean): Uint8Array;
