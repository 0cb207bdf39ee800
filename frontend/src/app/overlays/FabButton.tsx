import { Upload } from "lucide-react";
import type { ComponentProps } from "react";

/**
 * The round upload button's look, shared by the plain conversion and a project page's upload. Other
 * props (and the ref) pass through, as the guests' login tooltip wraps it as its trigger.
 */
export function FabButton({
  narrow,
  label,
  busy,
  busyLabel = "Uploading…",
  disabled,
  ...rest
}: { narrow: boolean; label: string; busy: boolean; busyLabel?: string; disabled: boolean } & Omit<
  ComponentProps<"button">,
  "disabled"
>) {
  return (
    <button
      type="button"
      {...rest}
      className={narrow ? "fab fab-mobile" : "fab"}
      aria-label={busy ? busyLabel : label}
      aria-disabled={disabled || busy}
    >
      {busy ? <span className="spinner" aria-hidden /> : <Upload size={22} aria-hidden />}
    </button>
  );
}
