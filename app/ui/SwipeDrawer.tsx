import { useEffect, useId, useRef, useState, type PointerEvent, type ReactNode, type RefObject } from 'react';
import { useTranslation } from '../lib/i18n/I18nProvider';
import { useModalDialog } from './overlay/use-modal-dialog';
import { dragProgress, openingVelocity, settlesOpen, type Sample, type Side } from './swipe-gesture';

type Props = {
  open: boolean;
  onOpenChange(open: boolean): void;
  /**
   * Share (0..1) of the drawer an opening edge swipe has pulled in so far (see EdgeSwipeZone);
   * null when no such swipe is going on. While set, the drawer follows it.
   */
  peek?: number | null;
  /** Gets the focus back when the drawer closes (the button that opened it loads before it). */
  returnFocus?: RefObject<HTMLElement | null>;
  /** Accessible name of the drawer. */
  title: string;
  /** Which edge it slides from; `start` follows the reading direction. */
  side: 'start' | 'end';
  children: ReactNode;
};

/** Slide time; the drawer stays mounted this long after closing so it can slide out. */
const SLIDE_MS = 250;
/** Horizontal travel before a touch on the open panel counts as a drag (below it, taps work). */
const DRAG_SLOP_PX = 8;

type Drag = { id: number; fromX: number; samples: Sample[]; active: boolean };

const reducedMotion = () => matchMedia('(prefers-reduced-motion: reduce)').matches;

/**
 * A side drawer (spec §9) on a native `<dialog>` (./overlay/use-modal-dialog: inert page, Escape,
 * focus return) with its own touch handling: the open panel follows a finger dragging it towards
 * its edge and closes by the swipe rules of ./swipe-gesture; an opening edge swipe is tracked
 * outside (`peek`), because it starts before this code is loaded. While that swipe may still
 * snap back, the drawer is shown without the modal flag, so the page keeps the finger and the
 * focus; it becomes modal (focus moves in) once it is open for real.
 */
export function SwipeDrawer({ open, onOpenChange, peek = null, returnFocus, title, side, children }: Props) {
  const { dir } = useTranslation();
  const titleId = useId();
  const screenSide: Side = (side === 'start') === (dir === 'rtl') ? 'right' : 'left';
  const drag = useRef<Drag | null>(null);
  // Share shown while the open panel is dragged; null otherwise.
  const [closing, setClosing] = useState<number | null>(null);
  const wanted = open || peek !== null;
  // Shown from the first wish to show until the slide out has finished.
  const [present, setPresent] = useState(wanted);
  // The panel has been drawn off-screen once, so moving it on-screen now slides.
  const [laidOut, setLaidOut] = useState(false);
  if (wanted && !present) setPresent(true);
  const settledOpen = open && peek === null;
  // Modal from settling open until it has slid out.
  const [modal, setModal] = useState(settledOpen);
  if (settledOpen && !modal) setModal(true);
  if (!present && modal) setModal(false);
  const dialog = useModalDialog({ open: modal, onOpenChange, returnFocus });

  // During an opening swipe the dialog is shown in place, not modal; if the swipe snaps back it
  // closes again without ever having been modal (a modal one is closed by useModalDialog).
  useEffect(() => {
    const el = dialog.ref.current;
    if (!el) return;
    if (present && !el.open) el.show();
    else if (!present && !modal && el.open) el.close();
  }, [present, modal, dialog.ref]);

  useEffect(() => {
    if (!present || laidOut) return;
    let frame = requestAnimationFrame(() => (frame = requestAnimationFrame(() => setLaidOut(true))));
    return () => cancelAnimationFrame(frame);
  }, [present, laidOut]);

  useEffect(() => {
    if (wanted || !present) return;
    const timer = setTimeout(() => {
      setPresent(false);
      setLaidOut(false);
    }, reducedMotion() ? 0 : SLIDE_MS);
    return () => clearTimeout(timer);
  }, [wanted, present]);

  const shown = closing ?? peek ?? (open && laidOut ? 1 : 0);
  const following = closing !== null || peek !== null;
  const offset = (screenSide === 'left' ? -1 : 1) * (1 - shown) * 100;
  // No transition while a finger leads; otherwise slide (at once for reduced motion).
  const motion = following ? '' : 'duration-250 ease-out motion-reduce:transition-none';

  const track = (e: PointerEvent<HTMLDialogElement>) => {
    const d = drag.current;
    if (!d || d.id !== e.pointerId) return null;
    d.samples.push({ x: e.clientX, t: e.timeStamp });
    return d;
  };
  const release = (e: PointerEvent<HTMLDialogElement>) => {
    const d = track(e);
    drag.current = null;
    if (!d?.active) return;
    setClosing(null);
    const progress = dragProgress(screenSide, e.currentTarget.offsetWidth, 1, d.fromX, e.clientX);
    if (e.type === 'pointerup' && !settlesOpen(progress, openingVelocity(screenSide, d.samples), true)) onOpenChange(false);
  };

  return (
    <dialog
      {...dialog}
      aria-labelledby={titleId}
      // The dimming is the panel's own shadow, spread over the whole screen, so it can follow the
      // finger before the dialog is modal (a ::backdrop exists only for modal dialogs). Every
      // element inside pans only vertically (touch-action stops at each scroll container, e.g. the
      // menu's list), so a sideways drag stays ours instead of turning into a browser pan.
      className={`fixed inset-y-0 z-50 m-0 h-full max-h-none w-80 max-w-[85vw] touch-pan-y overflow-hidden [&_*]:touch-pan-y flex-col border-0 bg-surface-raised p-0 text-ink outline-none backdrop:bg-transparent open:flex ${following ? '' : 'transition-[transform,box-shadow]'} ${motion} ${screenSide === 'left' ? 'left-0 right-auto' : 'right-0 left-auto'}`}
      style={{ transform: `translateX(${offset}%)`, boxShadow: `0 0 0 100vmax rgb(0 0 0 / ${0.4 * shown})` }}
      onPointerDown={(e) => {
        // Touch and pen only: a mouse closes the drawer with the ✕, Escape or the backdrop.
        if (e.pointerType === 'mouse' || !open || peek !== null) return;
        drag.current = { id: e.pointerId, fromX: e.clientX, samples: [{ x: e.clientX, t: e.timeStamp }], active: false };
      }}
      onPointerMove={(e) => {
        const d = track(e);
        if (!d) return;
        if (!d.active) {
          if (Math.abs(e.clientX - d.fromX) < DRAG_SLOP_PX) return;
          d.active = true;
          e.currentTarget.setPointerCapture(e.pointerId);
        }
        setClosing(dragProgress(screenSide, e.currentTarget.offsetWidth, 1, d.fromX, e.clientX));
      }}
      onPointerUp={release}
      onPointerCancel={release}
    >
      <h2 id={titleId} className="sr-only">
        {title}
      </h2>
      {children}
    </dialog>
  );
}
