import { useEffect } from 'react';
import { toast, Toaster as Sonner } from 'sonner';
import { attachToaster, TOAST_DURATION_MS } from './notify';
// Linked, not imported: lazy chunks carry no CSS (vite.config.ts). React holds the commit until
// it has loaded, so the first toast already slides without fading.
import toastCss from './toast.css?url';

export default function Toaster({ dir, theme }: { dir: 'ltr' | 'rtl'; theme: 'light' | 'dark' }) {
  useEffect(
    () =>
      attachToaster(({ kind, message, id }) => {
        // The same id shows one toast however often it is asked for (e.g. `unauthorized`).
        toast[kind](message, { id, duration: TOAST_DURATION_MS });
      }),
    [],
  );
  return (
    <>
      <link rel="stylesheet" href={toastCss} precedence="default" />
      <Sonner position="top-right" dir={dir} theme={theme} richColors closeButton />
    </>
  );
}
