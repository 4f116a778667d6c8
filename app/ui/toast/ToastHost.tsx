import { lazy, Suspense, useSyncExternalStore } from 'react';
import { toastRequests } from './notify';

const Toaster = lazy(() => import('./Toaster'));

/** Mounts the toaster only once some code asked for a toast (keeps sonner off the first load). */
export function ToastHost({ dir, theme }: { dir: 'ltr' | 'rtl'; theme: 'light' | 'dark' }) {
  const requested = useSyncExternalStore(toastRequests.subscribe, toastRequests.requested, () => false);
  if (!requested) return null;
  return (
    <Suspense fallback={null}>
      <Toaster dir={dir} theme={theme} />
    </Suspense>
  );
}
