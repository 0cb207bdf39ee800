import { clsx } from "clsx";
import { type InputHTMLAttributes, type TextareaHTMLAttributes, useId } from "react";

interface FieldChrome {
  label: string;
  /** Shown under the control and announced with it. */
  error?: string;
  hint?: string;
}

export function TextField({
  label,
  error,
  hint,
  className,
  ...rest
}: FieldChrome & InputHTMLAttributes<HTMLInputElement>) {
  const id = useId();
  return (
    <div className={clsx("field", className)}>
      <label htmlFor={id}>{label}</label>
      <input
        id={id}
        className="input"
        aria-invalid={error ? true : undefined}
        aria-describedby={error || hint ? `${id}-note` : undefined}
        {...rest}
      />
      {(error || hint) && (
        <p id={`${id}-note`} className={error ? "field-error" : "muted small"} role={error ? "alert" : undefined}>
          {error ?? hint}
        </p>
      )}
    </div>
  );
}

export function TextAreaField({
  label,
  error,
  hint,
  className,
  ...rest
}: FieldChrome & TextareaHTMLAttributes<HTMLTextAreaElement>) {
  const id = useId();
  return (
    <div className={clsx("field", className)}>
      <label htmlFor={id}>{label}</label>
      <textarea id={id} className="input" aria-describedby={error || hint ? `${id}-note` : undefined} {...rest} />
      {(error || hint) && (
        <p id={`${id}-note`} className={error ? "field-error" : "muted small"} role={error ? "alert" : undefined}>
          {error ?? hint}
        </p>
      )}
    </div>
  );
}
