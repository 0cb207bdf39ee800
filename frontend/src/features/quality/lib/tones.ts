import type { Grade } from "@greenhouse/wasm-pipeline";

export type GradeTone = "good" | "fair" | "poor";

/** A and A+ read as good, B and C as fair, D and F as poor (colours the grade badge). */
export function gradeTone(grade: Grade): GradeTone {
  if (grade.startsWith("A")) return "good";
  if (grade.startsWith("B") || grade.startsWith("C")) return "fair";
  return "poor";
}
