import { useState } from 'react';

/**
 * Open state of a dialog whose code is split off: `requested` turns true on the first `show()`
 * and stays true, so the lazy chunk is fetched on first use and the dialog can animate closed.
 */
export function useLazyDialog() {
  const [open, setOpen] = useState(false);
  const [requested, setRequested] = useState(false);
  return {
    open,
    setOpen,
    requested,
    show() {
      setRequested(true);
      setOpen(true);
    },
  };
}
