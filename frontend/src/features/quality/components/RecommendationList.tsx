import { CheckCircle2, Lightbulb } from "lucide-react";

/** The report's recommendations, or a plain all-clear when there are none. */
export function RecommendationList({ items }: { items: string[] }) {
  if (items.length === 0) {
    return (
      <p className="q-all-clear">
        <CheckCircle2 size={16} aria-hidden /> Nothing to fix: this texture is ready for LabPBR conversion.
      </p>
    );
  }
  return (
    <ul className="q-recommendations" aria-label="Recommendations">
      {items.map((item) => (
        <li key={item}>
          <Lightbulb size={15} aria-hidden />
          <span>{item}</span>
        </li>
      ))}
    </ul>
  );
}
