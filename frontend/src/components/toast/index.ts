export { Toaster } from "./Toaster";
export { dismissToast, type ToastAction, type ToastInput, type ToastVariant, toast, useToasts } from "./toast-store";
