import * as DialogPrimitive from "@radix-ui/react-dialog";
import { clsx } from "clsx";
import { X } from "lucide-react";
import type { ReactNode } from "react";

export const Dialog = DialogPrimitive.Root;
export const DialogTrigger = DialogPrimitive.Trigger;
export const DialogClose = DialogPrimitive.Close;

export interface DialogContentProps {
  title: ReactNode;
  description?: ReactNode;
  children?: ReactNode;
  /** Buttons along the bottom edge. */
  footer?: ReactNode;
  className?: string;
  /** "sheet" slides in from the left edge (mobile navigation). */
  layout?: "center" | "sheet";
}

/** A modal with a labelled title, optional description, focus trap, Escape and a close button. */
export function DialogContent({
  title,
  description,
  children,
  footer,
  className,
  layout = "center",
}: DialogContentProps) {
  return (
    <DialogPrimitive.Portal>
      <DialogPrimitive.Overlay className="dialog-overlay" />
      <DialogPrimitive.Content
        className={clsx(layout === "sheet" ? "sheet" : "dialog", className)}
        {...(description ? {} : { "aria-describedby": undefined })}
      >
        <header className="dialog-header">
          <DialogPrimitive.Title className="dialog-title">{title}</DialogPrimitive.Title>
          {description && (
            <DialogPrimitive.Description className="dialog-description">{description}</DialogPrimitive.Description>
          )}
        </header>
        {children}
        {footer && <footer className="dialog-footer">{footer}</footer>}
        <DialogPrimitive.Close className="icon-button dialog-close" aria-label="Close">
          <X size={18} aria-hidden />
        </DialogPrimitive.Close>
      </DialogPrimitive.Content>
    </DialogPrimitive.Portal>
  );
}
