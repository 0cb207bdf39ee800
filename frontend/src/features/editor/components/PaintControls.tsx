import { type CSSProperties, useId } from "react";
import type { EditorState } from "../hooks/use-editor-state";
import { fromHex, toHex } from "../lib/colour";
import { blockPalette } from "../lib/palette";
import { AlphaField } from "./AlphaField";

function RangeField(props: {
  label: string;
  value: number;
  min: number;
  max: number;
  step: number;
  shown: string;
  onChange(value: number): void;
}) {
  const id = useId();
  const percent = ((props.value - props.min) / (props.max - props.min)) * 100;
  return (
    <div className="gh-slider ed-range">
      <div className="gh-slider-head">
        <label htmlFor={id}>{props.label}</label>
        <output htmlFor={id}>{props.shown}</output>
      </div>
      <input
        id={id}
        type="range"
        min={props.min}
        max={props.max}
        step={props.step}
        value={props.value}
        style={{ "--fill": `${percent}%` } as CSSProperties}
        onChange={(event) => props.onChange(Number(event.target.value))}
      />
    </div>
  );
}

/**
 * Colour input and its alpha (height, emission or transparency), the 16 dye colours, size (1-50) and
 * opacity (0-100 %, step 5), shape fill and alpha lock.
 */
export function PaintControls({ state }: { state: EditorState }) {
  const { paint, actions, map } = state;
  const colourId = useId();
  const current = toHex(paint.colour);
  return (
    <div className="ed-paint">
      <div className="ed-colour">
        <label htmlFor={colourId} className="ed-label">
          Colour
        </label>
        <input
          id={colourId}
          type="color"
          className="ed-colour-input"
          value={current}
          onChange={(event) => actions.setColour(fromHex(event.target.value))}
        />
        <code data-testid="editor-colour">{current}</code>
      </div>
      <AlphaField map={map} value={paint.colour.a} locked={paint.lockAlpha} onChange={actions.setAlpha} />
      <fieldset className="ed-palette">
        {/* The swatches speak for themselves; the name is for screen readers and saves the panel a row. */}
        <legend className="visually-hidden">Palette</legend>
        <div className="ed-swatches">
          {blockPalette.map((swatch) => (
            <button
              key={swatch.hex}
              type="button"
              className="ed-swatch"
              style={{ background: swatch.hex }}
              aria-label={swatch.name}
              aria-pressed={current === swatch.hex}
              title={`${swatch.name} ${swatch.hex}`}
              onClick={() => actions.setColour(fromHex(swatch.hex))}
            />
          ))}
        </div>
      </fieldset>
      <RangeField
        label="Size"
        min={1}
        max={50}
        step={1}
        value={paint.size}
        shown={`${paint.size} px`}
        onChange={actions.setSize}
      />
      <RangeField
        label="Opacity"
        min={0}
        max={100}
        step={5}
        value={Math.round(paint.opacity * 100)}
        shown={`${Math.round(paint.opacity * 100)}%`}
        onChange={(value) => actions.setOpacity(value / 100)}
      />
      <div className="ed-options">
        <label className="gh-toggle">
          <input type="checkbox" checked={paint.filled} onChange={(event) => actions.setFilled(event.target.checked)} />
          <span>Filled shapes</span>
        </label>
        <label
          className="gh-toggle"
          title="Paint colour only and keep each pixel's alpha (height in _n, emission in _s)"
        >
          <input
            type="checkbox"
            checked={paint.lockAlpha}
            onChange={(event) => actions.setLockAlpha(event.target.checked)}
          />
          <span>Lock alpha</span>
        </label>
      </div>
    </div>
  );
}
