import { type ReactNode, useState } from "react";
import { toast } from "../../../../components/toast";

/** Names (and optionally describes) the current settings; the parent stores them. */
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
  return (
    <form
      className="gh-preset-form"
      onSubmit={(event) => {
        event.preventDefault();
        if (!name.trim()) {
          toast({ title: "Please enter a preset name", variant: "destructive" });
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
      <input
        className="gh-search"
        aria-label="Preset name"
        placeholder="Name these settings"
        maxLength={100}
        value={name}
        onChange={(event) => setName(event.target.value)}
      />
      <input
        className="gh-search"
        aria-label="Preset description"
        placeholder="Description (optional)"
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
