import type { ReactNode } from "react";

/**
 * A label that keeps the width of the widest of `reserve`'s lines (one label a line) whatever it shows,
 * so a button whose words change as it works does not nudge the buttons beside it. The reserved lines
 * are generated content of no height, drawn invisibly: they are not the button's text or its name.
 *
 * An `icon` (16 px, a spinner while busy) is drawn beside the words and centred with them, so a short
 * idle word in a wide reserve sits by its icon ("⤓ Export") rather than across the button from it.
 */
export function SteadyLabel({ label, reserve, icon }: { label: string; reserve: string; icon: ReactNode }) {
  return (
    <span className="steady-label" data-reserve={reserve}>
      <span className="steady-label-face">
        {icon}
        {label}
      </span>
    </span>
  );
}
