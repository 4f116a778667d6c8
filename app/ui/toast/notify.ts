/**
 * Toasts (spec §2, §9): success, warning, error or info, top-right, closing after 5 s; the text
 * comes from the caller. The toast library loads with the first toast, not with the page: the
 * host mounts it on demand and toasts wait until it is mounted.
 */
export type ToastKind = 'success' | 'warning' | 'error' | 'info';
export const TOAST_DURATION_MS = 5000;

/** A link under the message (a page of this site, followed without a page load). */
export type ToastLink = { href: string; label: string };
type Pending = { kind: ToastKind; message: string; id?: string; link?: ToastLink };

let pending: Pending[] = [];
let show: ((toast: Pending) => void) | null = null;
const listeners = new Set<() => void>();

export function notify(kind: ToastKind, message: string, options: { id?: string; link?: ToastLink } = {}) {
  const toast = { kind, message, ...options };
  if (show) show(toast);
  else {
    pending.push(toast);
    for (const l of listeners) l();
  }
}

/** For the host: whether anything asked for a toast yet (then the library is worth loading). */
export const toastRequests = {
  subscribe(listener: () => void) {
    listeners.add(listener);
    return () => {
      listeners.delete(listener);
    };
  },
  requested: () => pending.length > 0 || show !== null,
};

/** Called by the mounted toaster: shows what waited and takes over. */
export function attachToaster(display: (toast: Pending) => void) {
  show = display;
  const waiting = pending;
  pending = [];
  for (const t of waiting) display(t);
  return () => {
    show = null;
  };
}
