import type { Grade } from "@greenhouse/wasm-pipeline";
import { gradeTone } from "../lib/tones";

/** The letter grade in a coloured tile; `size` "sm" for the before/after comparison. */
export function GradeBadge({ grade, size = "lg" }: { grade: Grade; size?: "lg" | "sm" }) {
  return (
    <span className={`q-grade q-grade-${gradeTone(grade)} q-grade-${size}`} data-testid="grade">
      <span className="visually-hidden">Grade </span>
      {grade}
    </span>
  );
}
