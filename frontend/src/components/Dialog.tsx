import * as DialogPrimitive from "@radix-ui/react-dialog";
import { clsx } from "clsx";
import { X } from "lucide-react";
import { type ReactNode, type Ref, useState } from "react";
import { focusOrigin, returnFocus } from "./focus-return";

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
  /**
   * Where focus goes as the dialog closes instead of back to what opened it: the result of what the
   * dialog did (the project it created, say). Null or a detached element keeps the opener.
   */
  focusOnClose?: () => HTMLElement | null;
}

/**
 * A modal with a labelled title, optional description, focus trap, Escape and a close button. On close,
 * focus goes back to what had it when the dialog opened (see focus-return.ts), trigger or not, unless
 * `focusOnClose` names where the dialog's result is.
 */
export function DialogContent(props: DialogContentProps) {
  return (
    <DialogPrimitive.Portal>
      <DialogPrimitive.Overlay className="dialog-overlay" />
      <ModalContent {...props} />
    </DialogPrimitive.Portal>
  );
}

/** Mounted afresh each time the dialog opens (the portal renders nothing while it is closed). */
function ModalContent({
  title,
  description,
  children,
  footer,
  className,
  layout = "center",
  focusOnClose,
  ref,
}: DialogContentProps & { ref?: Ref<HTMLDivElement> }) {
  // Read while rendering: by the time effects run, a field with autoFocus inside already has focus.
  const [origin] = useState(() => focusOrigin(document.activeElement));
  return (
    <DialogPrimitive.Content
      ref={ref}
      className={clsx(layout === "sheet" ? "sheet" : "dialog", className)}
      {...(description ? {} : { "aria-describedby": undefined })}
      onCloseAutoFocus={(event) => {
        if (returnFocus(focusOnClose?.() ?? null) || returnFocus(origin)) event.preventDefault();
      }}
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
  );
}
