import type { RawImage } from "@greenhouse/wasm-pipeline";
import { hasNoHover } from "../../../../lib/device";
import { describePixel, type MapKind, pixelAt } from "../../lib/channels";
import type { TextureAnimation } from "../../lib/texture-animation";

/**
 * The strip under the previewer's canvas: which map is on show and its size, and the values of the
 * texel under the mouse (or last tapped, on a touch screen). `source` is the frame on show, `sheet` the
 * whole map it comes from.
 */
export function ChannelReadout({
  kind,
  source,
  sheet,
  sheetName,
  animation,
  hover,
}: {
  kind: MapKind;
  source: RawImage | undefined;
  sheet: RawImage | undefined;
  sheetName: string;
  animation: TextureAnimation | undefined;
  hover: { x: number; y: number } | null;
}) {
  const readout = source && hover ? pixelAt(source, hover.x, hover.y) : null;
  return (
    <div className="gh-readout" data-testid="pixel-readout">
      {/* Only the caption is live (which map is on show, and its size): the pixel values under the
          mouse change on every move, and a live region there read each one out. */}
      <span className="muted" aria-live="polite">
        {source && sheet && (
          <>
            {sheetName} · {sheet.width}×{sheet.height}
            {animation &&
              animation.frameCount > 1 &&
              source !== sheet &&
              ` · ${animation.frameCount} frames of ${source.width}×${source.height}`}
          </>
        )}
      </span>
      {/* On the caption's line, so the previewer is no taller for it (its controls stay where they were). */}
      {source && !readout && hasNoHover() && <span className="gh-readout-hint muted"> · Tap a pixel to read it</span>}
      {readout && hover && (
        <dl>
          <div>
            <dt>Pixel</dt>
            <dd>
              {hover.x}, {hover.y}
            </dd>
          </div>
          {describePixel(kind, readout).map((line) => (
            <div key={line.label}>
              <dt>{line.label}</dt>
              <dd>{line.value}</dd>
            </div>
          ))}
        </dl>
      )}
    </div>
  );
}
