import type { RawImage } from "@greenhouse/wasm-pipeline";
import { useEffect, useRef } from "react";
import { previewPixels } from "../lib/preview-pixels";

/**
 * The analysed texture as the worker decoded it. The canvas only displays these pixels (nothing is read
 * back from it), with nearest sampling so 16 px pixel art stays crisp. A LabPBR map is drawn opaque.
 */
export function TexturePreview({ image, name }: { image: RawImage; name: string }) {
  const canvas = useRef<HTMLCanvasElement>(null);
  useEffect(() => {
    const context = canvas.current?.getContext("2d");
    if (!context) return;
    const pixels = new ImageData(previewPixels(image, name), image.width, image.height);
    context.putImageData(pixels, 0, 0);
  }, [image, name]);
  return (
    <div className="q-preview">
      <canvas ref={canvas} width={image.width} height={image.height} role="img" aria-label={`Preview of ${name}`} />
    </div>
  );
}
