import { CheckCircle2, Lightbulb } from "lucide-react";
import { allClearVerdict } from "../lib/verdict";

/** The report's recommendations, or a plain all-clear, worded for the kind of file, when there are none. */
export function RecommendationList({ items, fileName }: { items: string[]; fileName: string }) {
  if (items.length === 0) {
    return (
      <p className="q-all-clear">
        <CheckCircle2 size={16} aria-hidden /> {allClearVerdict(fileName)}
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
