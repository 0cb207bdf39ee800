import { type ReactNode, useId, useRef, useState } from "react";

const NAME_REQUIRED = "Please enter a preset name";

/**
 * Names (and optionally describes) the current settings; the parent stores them. A missing name is
 * said under the field, which takes focus: a red toast in the far corner left people hunting for what
 * to fix (the message is the spec's, section 5).
 */
export function PresetForm({
  saving,
  onSave,
  children,
}: {
  saving: boolean;
  onSave(preset: { name: string; description?: string }, done: () => void): void;
  /** Further actions shown beside Save. */
  children?: ReactNode;
}) {
  const [name, setName] = useState("");
  const [description, setDescription] = useState("");
  const [nameError, setNameError] = useState<string | null>(null);
  const nameField = useRef<HTMLInputElement>(null);
  const ids = { name: useId(), description: useId(), error: useId() };
  return (
    <form
      className="gh-preset-form"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        if (!name.trim()) {
          setNameError(NAME_REQUIRED);
          nameField.current?.focus();
          return;
        }
        // The description is trimmed and omitted if empty (product spec, section 5).
        const about = description.trim();
        onSave({ name: name.trim(), ...(about ? { description: about } : {}) }, () => {
          setName("");
          setDescription("");
        });
      }}
    >
      <label className="gh-preset-label" htmlFor={ids.name}>
        Preset name
      </label>
      <input
        id={ids.name}
        ref={nameField}
        className="gh-search"
        placeholder="Name these settings"
        maxLength={100}
        value={name}
        aria-invalid={nameError ? true : undefined}
        aria-describedby={nameError ? ids.error : undefined}
        onChange={(event) => {
          setName(event.target.value);
          if (event.target.value.trim()) setNameError(null);
        }}
      />
      {nameError && (
        <p id={ids.error} className="field-error" role="alert">
          {nameError}
        </p>
      )}
      <label className="gh-preset-label" htmlFor={ids.description}>
        Preset description <span className="muted">(optional)</span>
      </label>
      <input
        id={ids.description}
        className="gh-search"
        maxLength={500}
        value={description}
        onChange={(event) => setDescription(event.target.value)}
      />
      <div className="gh-preset-actions">
        <button type="submit" className="button button-outline button-sm" disabled={saving}>
          Save
        </button>
        {children}
      </div>
    </form>
  );
}
