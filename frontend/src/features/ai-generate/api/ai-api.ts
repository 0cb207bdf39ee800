import { useMutation } from "@tanstack/react-query";
import { sendJson, toApiError } from "../../greenhouse/api/http";
import type { UpscaleMapType, UpscaleMethod } from "../lib/ai-options";
import { variationBatches } from "../lib/prompt";

/** The AI server a request goes to; null means the site's configured server. */
export type ServerAddress = { host: string; port: number } | null;

export interface GenerateRequest {
  prompt: string;
  negativePrompt: string;
  style: string;
  resolution: number;
  variations: number;
  seed: number;
  seamless: boolean;
  server: ServerAddress;
}

export interface GeneratedImages {
  images: string[];
  seed: number;
}

/** POST /api/ai/generate-texture (spec section 7): txt2img on the chosen WebUI. */
export const generateTexture = (request: GenerateRequest) =>
  sendJson<GeneratedImages>("POST", "/api/ai/generate-texture", request);

export interface ConnectionReport {
  ok: true;
  address: string;
  models: string[];
  latencyMs: number;
}

/** POST /api/ai/server/test: asks the WebUI for its models, which proves it answers as a WebUI. */
export const testConnection = (server: ServerAddress) =>
  sendJson<ConnectionReport>("POST", "/api/ai/server/test", { server });

export interface VariationsRequest {
  image: string;
  prompt: string;
  negativePrompt: string;
  count: number;
  strength: number;
  seed: number;
  seamless: boolean;
  server: ServerAddress;
}

/**
 * POST /api/ai/variations: img2img of one source on the chosen WebUI. Like Generate, a count above the
 * server's four per call becomes consecutive calls whose seeds continue, so both tabs go up to eight.
 */
export function useVariations() {
  return useMutation({
    mutationFn: async (request: VariationsRequest): Promise<GeneratedImages> => {
      const images: string[] = [];
      for (const batch of variationBatches(request.count, request.seed)) {
        const answer = await sendJson<GeneratedImages>("POST", "/api/ai/variations", {
          ...request,
          count: batch.variations,
          seed: batch.seed,
        });
        images.push(...answer.images);
      }
      return { images, seed: request.seed };
    },
  });
}

export interface UpscaleRequest {
  image: string;
  size: number;
  mapType?: UpscaleMapType;
  method?: UpscaleMethod;
  blend?: number;
}

/** POST /api/ai/upscale: the pipeline's resize on the server; answers the PNG itself. */
export async function upscaleTexture(request: UpscaleRequest): Promise<Blob> {
  const response = await fetch("/api/ai/upscale", {
    method: "POST",
    credentials: "same-origin",
    headers: { "content-type": "application/json" },
    body: JSON.stringify(request),
  });
  if (!response.ok) throw await toApiError(response);
  return response.blob();
}
