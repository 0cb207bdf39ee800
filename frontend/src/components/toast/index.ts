export { Toaster } from "./Toaster";
export { dismissToast, type ToastInput, type ToastVariant, toast, useToasts } from "./toast-store";
