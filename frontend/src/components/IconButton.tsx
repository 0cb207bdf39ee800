import type { ReactNode } from "react";

interface IconButtonProps {
  /** What it does (to which file): an icon has no words for screen readers. */
  label: string;
  title?: string;
  /** Makes it a toggle (`aria-pressed`). */
  pressed?: boolean;
  /** Busy, not disabled: disabling the focused button blurs it, and focus fell to the page. */
  busy?: boolean;
  onPress(): void;
  children: ReactNode;
}

/** A button that is only an icon. */
export function IconButton({ label, title, pressed, busy, onPress, children }: IconButtonProps) {
  return (
    <button
      type="button"
      className="icon-button"
      aria-label={label}
      title={title}
      aria-pressed={pressed}
      aria-disabled={busy || undefined}
      onClick={() => {
        if (!busy) onPress();
      }}
    >
      {children}
    </button>
  );
}
