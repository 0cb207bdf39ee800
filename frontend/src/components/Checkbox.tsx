import * as CheckboxPrimitive from "@radix-ui/react-checkbox";
import { Check } from "lucide-react";
import { useId } from "react";

export interface CheckboxProps {
  label: string;
  checked: boolean;
  onCheckedChange(checked: boolean): void;
  description?: string;
  disabled?: boolean;
}

/** A labelled checkbox; the whole row is clickable. */
export function Checkbox({ label, checked, onCheckedChange, description, disabled }: CheckboxProps) {
  const id = useId();
  return (
    <div className="checkbox-row">
      <CheckboxPrimitive.Root
        id={id}
        className="checkbox"
        checked={checked}
        disabled={disabled}
        onCheckedChange={(value) => onCheckedChange(value === true)}
      >
        <CheckboxPrimitive.Indicator>
          <Check size={14} aria-hidden />
        </CheckboxPrimitive.Indicator>
      </CheckboxPrimitive.Root>
      <label htmlFor={id}>
        <span>{label}</span>
        {description && <span className="muted small">{description}</span>}
      </label>
    </div>
  );
}
