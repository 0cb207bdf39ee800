import type { RawImage } from "@greenhouse/wasm-pipeline";
import { hasNoHover } from "../../../lib/device";
import type { Point } from "../lib/brush";
import { toHex } from "../lib/colour";
import { pickColour } from "../lib/paint";

/**
 * What to do for a reading. A touch screen has no pointer to rest on a pixel and nothing to drop a file
 * from: there the finger reads the pixels it paints (or picks), and the file bar's Open opens a file.
 */
function idleHint(): string {
  return hasNoHover()
    ? "Touch a pixel to read it as you paint or pick"
    : "Point at a pixel to read it · drop a file here to open it";
}

/** The texel under the cursor and its stored RGBA bytes (what Export writes, not what the screen shows). */
export function PixelReadout({ image, at }: { image: RawImage; at: Point | null }) {
  const colour = at ? pickColour(image, at.x, at.y) : null;
  return (
    <p className="ed-readout muted small" data-testid="editor-readout" aria-live="off">
      <span>
        {image.width}×{image.height}
      </span>
      {at && colour ? (
        <>
          <span>
            x {at.x}, y {at.y}
          </span>
          <span className="ed-readout-swatch" style={{ background: toHex(colour), opacity: colour.a / 255 }} />
          <span data-testid="editor-readout-rgba">
            RGBA {colour.r}, {colour.g}, {colour.b}, {colour.a}
          </span>
        </>
      ) : (
        <span className="ed-readout-idle">{idleHint()}</span>
      )}
    </p>
  );
}
