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
      onClick={props.onPress}
      disabled={props.busy}
    >
      {props.children}
    </button>
  );
}
