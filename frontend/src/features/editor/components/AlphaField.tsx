import { type CSSProperties, useId } from "react";
import { alphaControl, type MapKind } from "../lib/map-kind";

interface AlphaFieldProps {
  map: MapKind;
  value: number;
  /** Lock alpha is on: painting keeps each pixel's alpha, so this value is not written. */
  locked: boolean;
  onChange(alpha: number): void;
}

/**
 * The alpha byte the tools write, as a number and a slider. Named for what it holds: height in a `_n`
 * map, emission in a `_s` map, transparency otherwise (the colour input cannot carry alpha).
 */
export function AlphaField({ map, value, locked, onChange }: AlphaFieldProps) {
  const id = useId();
  const noteId = useId();
  const { label, min, note } = alphaControl[map];
  // A `_n` pixel picked with the invalid height 0 shows, and paints, as the lowest valid height.
  const shown = Math.max(min, value);
  const percent = ((shown - min) / (255 - min)) * 100;
  const set = (text: string) => {
    const next = Number(text);
    if (text !== "" && Number.isFinite(next)) onChange(Math.min(255, Math.max(min, next)));
  };
  return (
    <div className="gh-slider ed-alpha">
      <div className="gh-slider-head">
        <label htmlFor={id}>{label}</label>
        <input
          id={id}
          type="number"
          className="input ed-alpha-number"
          min={min}
          max={255}
          step={1}
          value={shown}
          aria-describedby={noteId}
          onChange={(event) => set(event.target.value)}
        />
      </div>
      <input
        type="range"
        aria-label={label}
        min={min}
        max={255}
        step={1}
        value={shown}
        style={{ "--fill": `${percent}%` } as CSSProperties}
        aria-describedby={noteId}
        onChange={(event) => set(event.target.value)}
      />
      <p id={noteId} className="muted small ed-alpha-note">
        {locked ? "Not painted: Lock alpha is on" : note}
      </p>
    </div>
  );
}
