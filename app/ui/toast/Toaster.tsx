import { useEffect } from 'react';
import { toast, Toaster as Sonner } from 'sonner';
import { attachToaster, TOAST_DURATION_MS } from './notify';
import './toast.css';

export default function Toaster({ dir, theme }: { dir: 'ltr' | 'rtl'; theme: 'light' | 'dark' }) {
  useEffect(
    () =>
      attachToaster(({ kind, message, id }) => {
        // The same id shows one toast however often it is asked for (e.g. `unauthorized`).
        toast[kind](message, { id, duration: TOAST_DURATION_MS });
      }),
    [],
  );
  return <Sonner position="top-right" dir={dir} theme={theme} richColors closeButton />;
}
