import { clsx } from "clsx";
import { Upload } from "lucide-react";
import { type DragEvent, type ReactNode, useId, useRef, useState } from "react";
import { checkFiles, type FileRules } from "./file-checks";

export interface FileDropProps {
  /** The input's accessible name (tests and screen readers find the picker by it). */
  label: string;
  title: ReactNode;
  hint?: ReactNode;
  rules: FileRules;
  onFiles(files: File[]): void;
  /** Called with the spec-worded reason when a selection is refused. */
  onReject?(reason: string): void;
  disabled?: boolean;
  compact?: boolean;
}

/** A keyboard-operable drop zone around a real file input: click, Enter/Space, or drag and drop. */
export function FileDrop({ label, title, hint, rules, onFiles, onReject, disabled, compact }: FileDropProps) {
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const [dragging, setDragging] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);

  function take(list: FileList | null) {
    const files = list ? Array.from(list) : [];
    if (files.length === 0) return;
    const reason = checkFiles(files, rules);
    setProblem(reason);
    if (reason) onReject?.(reason);
    else onFiles(files);
  }

  function onDrop(event: DragEvent) {
    event.preventDefault();
    setDragging(false);
    if (!disabled) take(event.dataTransfer.files);
  }

  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: a drop target only; the file input inside is the keyboard path.
    <div
      className={clsx("dropzone", dragging && "dropzone-active", compact && "dropzone-compact", disabled && "disabled")}
      onDragOver={(event) => {
        event.preventDefault();
        if (!disabled) setDragging(true);
      }}
      onDragLeave={() => setDragging(false)}
      onDrop={onDrop}
    >
      <Upload size={compact ? 20 : 28} aria-hidden className="dropzone-icon" />
      <label htmlFor={id} className="dropzone-title">
        {title}
      </label>
      {hint && <p className="muted small">{hint}</p>}
      <input
        ref={input}
        id={id}
        type="file"
        className="visually-hidden-input"
        aria-label={label}
        accept={rules.extensions.join(",")}
        multiple={rules.maxFiles !== 1}
        disabled={disabled}
        onChange={(event) => {
          take(event.target.files);
          event.target.value = "";
        }}
      />
      {problem && (
        <p className="field-error" role="alert">
          {problem}
        </p>
      )}
    </div>
  );
}
