import { TOAST_MS } from '@domain/constants';

export type ToastStatus = 'info' | 'success' | 'warning' | 'error';

export interface ToastInput {
  status?: ToastStatus;
  /** Already translated text; use `toast.key()` with an i18n key instead when you have one. */
  title: string;
  description?: string;
  /** Milliseconds on screen once visible (spec §9: 5 s). */
  duration?: number;
}

export interface Toast extends Required<Omit<ToastInput, 'description'>> {
  id: number;
  description?: string;
}

/** At most this many toasts are on screen; the rest wait in order (spec §9 "queued"). */
export const MAX_VISIBLE_TOASTS = 3;

type Listener = () => void;

/**
 * A tiny queue: toasts show in order, at most three at a time, each for its duration from the moment
 * it appears; a closed or expired toast lets the next queued one in.
 */
export function createToastStore(maxVisible = MAX_VISIBLE_TOASTS) {
  let nextId = 1;
  let visible: Toast[] = [];
  const queue: Toast[] = [];
  const timers = new Map<number, ReturnType<typeof setTimeout>>();
  const listeners = new Set<Listener>();

  const emit = () => listeners.forEach((listener) => listener());

  function promote(): void {
    while (visible.length < maxVisible && queue.length > 0) {
      const toast = queue.shift() as Toast;
      visible = [...visible, toast];
      timers.set(
        toast.id,
        setTimeout(() => dismiss(toast.id), toast.duration),
      );
    }
  }

  function dismiss(id: number): void {
    clearTimeout(timers.get(id));
    timers.delete(id);
    const queued = queue.findIndex((toast) => toast.id === id);
    if (queued >= 0) queue.splice(queued, 1);
    visible = visible.filter((toast) => toast.id !== id);
    promote();
    emit();
  }

  function show(input: ToastInput): number {
    const toast: Toast = {
      id: nextId++,
      status: input.status ?? 'info',
      title: input.title,
      description: input.description,
      duration: input.duration ?? TOAST_MS,
    };
    queue.push(toast);
    promote();
    emit();
    return toast.id;
  }

  return {
    show,
    dismiss,
    getVisible: () => visible,
    getQueued: () => queue.length,
    subscribe(listener: Listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

export type ToastStore = ReturnType<typeof createToastStore>;
