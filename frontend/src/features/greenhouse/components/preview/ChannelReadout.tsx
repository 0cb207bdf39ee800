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
  announce = false,
  keyHint = null,
}: {
  kind: MapKind;
  source: RawImage | undefined;
  sheet: RawImage | undefined;
  sheetName: string;
  animation: TextureAnimation | undefined;
  hover: { x: number; y: number } | null;
  /** Read the values out as they change: the texel is walked by keyboard, one press at a time. */
  announce?: boolean;
  /** How to read pixels by keyboard, while the canvas has the keyboard's focus. */
  keyHint?: string | null;
}) {
  const readout = source && hover ? pixelAt(source, hover.x, hover.y) : null;
  const lines = readout ? describePixel(kind, readout) : [];
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
      {source && keyHint && (
        <span className="gh-readout-hint muted" data-testid="pixel-key-hint">
          {" "}
          · {keyHint}
        </span>
      )}
      {readout && hover && (
        <dl>
          <div>
            <dt>Pixel</dt>
            <dd>
              {hover.x}, {hover.y}
            </dd>
          </div>
          {lines.map((line) => (
            <div key={line.label}>
              <dt>{line.label}</dt>
              <dd>{line.value}</dd>
            </div>
          ))}
        </dl>
      )}
      {/* Live only for the keyboard's walk: a press is a request to hear the next texel. */}
      <span className="visually-hidden" aria-live="polite" data-testid="pixel-announcement">
        {announce && readout && hover
          ? `Pixel ${hover.x}, ${hover.y}: ${lines.map((line) => `${line.label} ${line.value}`).join(", ")}`
          : ""}
      </span>
    </div>
  );
}
