import { type FormEvent, useState } from "react";
import { Button } from "../../../components/Button";
import { Dialog, DialogContent } from "../../../components/Dialog";
import { TextAreaField, TextField } from "../../../components/Field";
import { type ProjectInput, validateProjectName } from "../api/types";

export interface ProjectFormDialogProps {
  open: boolean;
  onOpenChange(open: boolean): void;
  mode: "create" | "edit";
  initial?: ProjectInput;
  busy: boolean;
  onSubmit(input: ProjectInput): void;
  /**
   * The workspace dashboard's form (spec: "in the dashboard the button is disabled instead" of
   * showing 'Project name is required'): submit stays off while the name is blank.
   */
  disableWhenBlank?: boolean;
  /** Where focus goes once the dialog closes, instead of its opener (DialogContent's `focusOnClose`). */
  focusOnClose?: () => HTMLElement | null;
}

/** Create New Project / Edit Project: Project Name (required after trimming) and Description. */
export function ProjectFormDialog({
  open,
  onOpenChange,
  mode,
  initial,
  busy,
  onSubmit,
  disableWhenBlank = false,
  focusOnClose,
}: ProjectFormDialogProps) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      {open && (
        <ProjectForm
          mode={mode}
          initial={initial ?? { name: "", description: "" }}
          busy={busy}
          onSubmit={onSubmit}
          onCancel={() => onOpenChange(false)}
          disableWhenBlank={disableWhenBlank}
          focusOnClose={focusOnClose}
        />
      )}
    </Dialog>
  );
}

function ProjectForm({
  mode,
  initial,
  busy,
  onSubmit,
  onCancel,
  disableWhenBlank,
  focusOnClose,
}: {
  mode: "create" | "edit";
  initial: ProjectInput;
  busy: boolean;
  onSubmit(input: ProjectInput): void;
  onCancel(): void;
  disableWhenBlank: boolean;
  focusOnClose?: () => HTMLElement | null;
}) {
  const [name, setName] = useState(initial.name);
  const [description, setDescription] = useState(initial.description);
  const [error, setError] = useState<string | null>(null);

  function submit(event: FormEvent) {
    event.preventDefault();
    const problem = validateProjectName(name);
    setError(problem);
    if (!problem) onSubmit({ name, description });
  }

  return (
    <DialogContent
      focusOnClose={focusOnClose}
      title={mode === "create" ? "Create New Project" : "Edit Project"}
      description={
        mode === "create" ? "A project keeps a pack's textures, conversions and collaborators together." : undefined
      }
    >
      <form onSubmit={submit} noValidate>
        <TextField
          label="Project Name"
          value={name}
          maxLength={100}
          autoFocus
          placeholder="e.g. Mossy Medieval 32x"
          error={error ?? undefined}
          onChange={(event) => {
            setName(event.target.value);
            if (error) setError(null);
          }}
        />
        <TextAreaField
          label="Description"
          value={description}
          maxLength={1000}
          placeholder="What is this pack about? (optional)"
          onChange={(event) => setDescription(event.target.value)}
        />
        <div className="dialog-footer">
          <Button variant="ghost" onClick={onCancel}>
            Cancel
          </Button>
          <Button type="submit" variant="primary" busy={busy} disabled={disableWhenBlank && name.trim() === ""}>
            {mode === "create" ? "Create Project" : "Save Changes"}
          </Button>
        </div>
      </form>
    </DialogContent>
  );
}
