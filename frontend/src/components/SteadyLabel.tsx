/**
 * A label that keeps the width of the widest of `reserve`'s lines (one label a line) whatever it shows,
 * so a button whose words change as it works does not nudge the buttons beside it. The reserved lines
 * are generated content of no height, drawn invisibly: they are not the button's text or its name.
 */
export function SteadyLabel({ label, reserve }: { label: string; reserve: string }) {
  return (
    <span className="steady-label" data-reserve={reserve}>
      {label}
    </span>
  );
}
