import type { ReactNode } from "react";

/** One icon button of a queue row, named for screen readers by what it does to which file. */
export function RowAction(props: {
  label: string;
  title: string;
  onPress(): void;
  busy?: boolean;
  children: ReactNode;
}) {
  return (
    <button
      type="button"
      className="icon-button"
      aria-label={props.label}
      title={props.title}
      // Busy, not disabled: disabling the focused button blurs it, and focus fell to the page.
      aria-disabled={props.busy || undefined}
      onClick={() => {
        if (!props.busy) props.onPress();
      }}
    >
      {props.children}
    </button>
  );
}
