import * as ToastPrimitive from "@radix-ui/react-toast";
import { X } from "lucide-react";
import { dismissToast, useToasts } from "./toast-store";

/**
 * Renders the toast store with Radix: 5 s display, swipe right past 50 px to dismiss, F8 focuses the
 * notification region (Radix's default hotkey), 'default' and 'destructive' looks (spec section 9).
 */
export function Toaster() {
  const toasts = useToasts();
  return (
    <ToastPrimitive.Provider duration={5000} swipeDirection="right" swipeThreshold={50}>
      {toasts.map((item) => (
        <ToastPrimitive.Root
          key={item.id}
          open={item.open}
          onOpenChange={(open) => {
            if (!open) dismissToast(item.id);
          }}
          className={`toast ${item.variant === "destructive" ? "toast-destructive" : ""}`}
          type={item.variant === "destructive" ? "foreground" : "background"}
        >
          <div className="toast-text">
            <ToastPrimitive.Title className="toast-title">{item.title}</ToastPrimitive.Title>
            {item.description && (
              <ToastPrimitive.Description className="toast-description">{item.description}</ToastPrimitive.Description>
            )}
            {item.action && (
              <ToastPrimitive.Action altText={item.action.label} asChild>
                <a
                  className="button button-primary button-sm toast-action"
                  href={item.action.href}
                  onClick={item.action.onSelect}
                >
                  {item.action.label}
                </a>
              </ToastPrimitive.Action>
            )}
          </div>
          <ToastPrimitive.Close className="icon-button toast-close" aria-label="Close notification">
            <X size={16} aria-hidden />
          </ToastPrimitive.Close>
        </ToastPrimitive.Root>
      ))}
      <ToastPrimitive.Viewport className="toast-viewport" />
    </ToastPrimitive.Provider>
  );
}
