export { toast, Toaster } from './toaster';
export {
  createToastStore,
  MAX_VISIBLE_TOASTS,
  type ToastInput,
  type ToastStatus,
} from './toast-store';
