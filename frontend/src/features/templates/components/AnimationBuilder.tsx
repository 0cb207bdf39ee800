import { Copy, Download } from "lucide-react";
import { forwardRef, useId } from "react";
import { ScrollRegion } from "../../../components/ScrollRegion";
import { useMcmetaActions } from "../hooks/use-mcmeta-actions";
import { type AnimationSpec, blendNote, type FrameOrder, loopMs, mcmetaText, TICK_MS } from "../lib/animation";
import { mcmetaFileName } from "../lib/mcmeta-file";

export interface BuilderValue extends AnimationSpec {
  texture: string;
}

const orders: { value: FrameOrder; label: string }[] = [
  { value: "forward", label: "Forward" },
  { value: "reverse", label: "Reverse" },
  { value: "pingpong", label: "Ping-pong" },
];

const clampInt = (value: number, min: number, max: number) =>
  Number.isFinite(value) ? Math.min(max, Math.max(min, Math.round(value))) : min;

/** Frame count, speed, order and blending for any texture, with the `.mcmeta` it produces live. */
export const AnimationBuilder = forwardRef<HTMLElement, { value: BuilderValue; onChange(value: BuilderValue): void }>(
  function AnimationBuilder({ value, onChange }, ref) {
    const id = useId();
    const actions = useMcmetaActions();
    const text = mcmetaText(value);
    const fileName = mcmetaFileName(value.texture);
    const blend = blendNote(value);
    const set = (patch: Partial<BuilderValue>) => onChange({ ...value, ...patch });
    return (
      <section ref={ref} className="tpl-card tpl-builder" aria-labelledby={`${id}-title`} tabIndex={-1}>
        <header className="tpl-card-head">
          <h3 id={`${id}-title`}>Custom animation</h3>
          <span className="muted small">{(loopMs(value) / 1000).toFixed(2)} s loop</span>
        </header>
        <div className="tpl-form">
          <label>
            <span>Texture</span>
            <input
              className="input"
              value={value.texture}
              onChange={(e) => set({ texture: e.target.value })}
              spellCheck={false}
            />
          </label>
          <label>
            <span>Frames</span>
            <input
              className="input"
              type="number"
              min={1}
              max={256}
              value={value.frames}
              onChange={(e) => set({ frames: clampInt(Number(e.target.value), 1, 256) })}
            />
          </label>
          <label>
            <span>Frame time (ms)</span>
            <input
              className="input"
              type="number"
              min={TICK_MS}
              max={10_000}
              step={25}
              value={value.frameMs}
              onChange={(e) => set({ frameMs: clampInt(Number(e.target.value), TICK_MS, 10_000) })}
            />
          </label>
          <label>
            <span>Order</span>
            <select
              className="input"
              value={value.order}
              onChange={(e) => set({ order: e.target.value as FrameOrder })}
            >
              {orders.map((order) => (
                <option key={order.value} value={order.value}>
                  {order.label}
                </option>
              ))}
            </select>
          </label>
          <label className="gh-toggle">
            <input
              type="checkbox"
              checked={value.interpolate}
              onChange={(e) => set({ interpolate: e.target.checked })}
            />
            <span>Interpolate (smooth blending)</span>
          </label>
        </div>
        {blend && (
          <p className="muted small" role="status">
            {blend}
          </p>
        )}
        <p className="muted small">
          Frame times are whole game ticks of {TICK_MS} ms; other speeds alternate neighbouring tick counts so the
          average matches.
        </p>
        <ScrollRegion as="pre" className="tpl-code" label="Your animation's .mcmeta" testId="custom-mcmeta">
          {text}
        </ScrollRegion>
        <div className="tpl-actions">
          <button type="button" className="button button-ghost button-sm" onClick={() => void actions.copy(text)}>
            <Copy size={15} aria-hidden /> Copy
          </button>
          <button
            type="button"
            className="button button-primary button-sm"
            onClick={() => actions.download(text, fileName)}
          >
            <Download size={15} aria-hidden /> Download {fileName}
          </button>
        </div>
      </section>
    );
  },
);
