import { useEffect, useRef, type KeyboardEvent, type MouseEvent, type RefObject, type SyntheticEvent } from 'react';
import { useRenderedInBrowser } from '../../lib/use-rendered-in-browser';

/**
 * Drives a native `<dialog>` from React state. The platform does the hard parts of a modal: the
 * top layer (no portal), the rest of the page made inert, Escape, and the `::backdrop`. This adds
 * what it leaves out: Tab wrapping around inside (instead of leaving for the browser's own UI),
 * a click on the backdrop closing it, and focus going back to the opener. The page stops
 * scrolling behind a modal through `html:has(dialog:modal)` in app.css.
 *
 * Why not a dialog library: the one we used (Radix) cost 12.7 KB gzip per page that opens a
 * dialog, most of the product dialog route's JavaScript budget (docs/decisions/0004-native-dialog.md).
 */
export function useModalDialog({
  open,
  onOpenChange,
  returnFocus,
}: {
  /** Shown as a modal while true. */
  open: boolean;
  onOpenChange(open: boolean): void;
  /** Where the focus goes on close; by default the element that had it when the dialog opened. */
  returnFocus?: RefObject<HTMLElement | null>;
}) {
  const ref = useRef<HTMLDialogElement>(null);
  const opener = useRef<HTMLElement | null>(null);
  // Whether we showed it as a modal (only then does closing hand the focus back).
  const shownModal = useRef(false);
  // Dialogs render nothing on the server and during hydration; the element exists from then on.
  const inBrowser = useRenderedInBrowser();

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.matches(':modal')) {
      opener.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
      // A dialog shown without the modal flag (see SwipeDrawer's peek) must close first.
      if (dialog.open) dialog.close();
      dialog.showModal();
      shownModal.current = true;
      // showModal() focuses the first control. React's `autoFocus` ran while the dialog was still
      // hidden, so a field that should get the focus instead says so with `data-autofocus`.
      dialog.querySelector<HTMLElement>('[data-autofocus]')?.focus();
    } else if (!open && shownModal.current) {
      shownModal.current = false;
      if (dialog.open) dialog.close();
      const target = returnFocus?.current ?? opener.current;
      if (target?.isConnected) target.focus();
    }
  }, [open, returnFocus, inBrowser]);

  return {
    ref,
    onCancel(event: SyntheticEvent<HTMLDialogElement>) {
      // Escape: let React state close it, so closing looks the same whichever way it happens.
      event.preventDefault();
      onOpenChange(false);
    },
    onClose(event: SyntheticEvent<HTMLDialogElement>) {
      // The browser may close it on its own (a second Escape without user activation).
      if (!event.currentTarget.open) onOpenChange(false);
    },
    onClick(event: MouseEvent<HTMLDialogElement>) {
      // A click on the ::backdrop targets the dialog itself, outside its box.
      if (event.target !== event.currentTarget) return;
      const box = event.currentTarget.getBoundingClientRect();
      const inside = event.clientX >= box.left && event.clientX <= box.right && event.clientY >= box.top && event.clientY <= box.bottom;
      if (!inside) onOpenChange(false);
    },
    onKeyDown(event: KeyboardEvent<HTMLDialogElement>) {
      if (event.key === 'Tab') keepTabInside(event);
    },
  };
}

const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]):not([type="hidden"]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

/** Tab from the last control goes to the first, Shift+Tab from the first to the last. */
function keepTabInside(event: KeyboardEvent<HTMLDialogElement>) {
  const dialog = event.currentTarget;
  // Tab skips controls taken out of the order (`tabIndex` -1: the unselected tabs of a tab row).
  const controls = [...dialog.querySelectorAll<HTMLElement>(FOCUSABLE)].filter((el) => el.tabIndex >= 0 && el.checkVisibility());
  const first = controls[0];
  const last = controls.at(-1);
  if (!first || !last) return;
  const active = document.activeElement;
  if (event.shiftKey && (active === first || active === dialog)) {
    event.preventDefault();
    last.focus();
  } else if (!event.shiftKey && active === last) {
    event.preventDefault();
    first.focus();
  }
}

