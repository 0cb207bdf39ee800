import { clsx } from "clsx";
import { type ButtonHTMLAttributes, forwardRef } from "react";
import { Link, type LinkProps } from "react-router-dom";

export type ButtonVariant = "primary" | "secondary" | "ghost" | "destructive" | "outline";
export type ButtonSize = "sm" | "md" | "lg" | "icon";

interface StyleProps {
  variant?: ButtonVariant;
  size?: ButtonSize;
}

/** The class list shared by buttons, router links and plain anchors styled as buttons. */
export function buttonClass({ variant = "secondary", size = "md" }: StyleProps = {}, extra?: string): string {
  return clsx("button", `button-${variant}`, `button-${size}`, extra);
}

export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement>, StyleProps {
  /**
   * Shows a spinner and ignores presses while an action runs. The button stays focusable (aria-disabled,
   * not disabled): a focused button that turns disabled drops keyboard focus to the page, so pressing
   * Enter on Save left a keyboard user nowhere.
   */
  busy?: boolean;
}

export const Button = forwardRef<HTMLButtonElement, ButtonProps>(function Button(
  { variant, size, busy, className, disabled, children, type = "button", onClick, ...rest },
  ref,
) {
  const waiting = busy && !disabled;
  return (
    <button
      ref={ref}
      type={type}
      className={buttonClass({ variant, size }, className)}
      disabled={disabled}
      aria-busy={busy || undefined}
      {...rest}
      aria-disabled={waiting ? true : rest["aria-disabled"]}
      // preventDefault also stops a submit button's form (and Enter's implicit submission) while busy.
      onClick={waiting ? (event) => event.preventDefault() : onClick}
    >
      {busy && <span className="spinner" aria-hidden />}
      {children}
    </button>
  );
});

/** A react-router link that looks like a button. */
export function ButtonLink({ variant, size, className, ...rest }: LinkProps & StyleProps) {
  return <Link className={buttonClass({ variant, size }, className)} {...rest} />;
}
