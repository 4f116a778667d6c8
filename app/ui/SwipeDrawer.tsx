import * as Dialog from '@radix-ui/react-dialog';
import { useEffect, useRef, useState, type PointerEvent, type ReactNode, type RefObject } from 'react';
import { useTranslation } from '../lib/i18n/I18nProvider';
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
 * A side drawer (spec §9) on Radix Dialog (focus trap, Escape, aria-modal, scroll lock) with its
 * own touch handling: the open panel follows a finger dragging it towards its edge and closes by
 * the swipe rules of ./swipe-gesture; an opening edge swipe is tracked outside (`peek`), because
 * it starts before this code is loaded.
 */
export function SwipeDrawer({ open, onOpenChange, peek = null, returnFocus, title, side, children }: Props) {
  const { dir } = useTranslation();
  const screenSide: Side = (side === 'start') === (dir === 'rtl') ? 'right' : 'left';
  const panel = useRef<HTMLDivElement>(null);
  const drag = useRef<Drag | null>(null);
  // Share shown while the open panel is dragged; null otherwise.
  const [closing, setClosing] = useState<number | null>(null);
  const wanted = open || peek !== null;
  // Mounted (for Radix: open) from the first wish to show until the slide out has finished.
  const [present, setPresent] = useState(wanted);
  // The panel has been drawn off-screen once, so moving it on-screen now slides.
  const [laidOut, setLaidOut] = useState(false);
  if (wanted && !present) setPresent(true);

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

  // Focus moves in only once the drawer is open for real (not while a swipe may still snap
  // back), and goes back to the menu button only if it did.
  const focusOnSettle = useRef(false);
  const wasOpen = useRef(false);
  useEffect(() => {
    if (!open || peek !== null || !focusOnSettle.current) return;
    focusOnSettle.current = false;
    wasOpen.current = true;
    panel.current?.querySelector<HTMLElement>('button, a[href]')?.focus();
  }, [open, peek]);

  const shown = closing ?? peek ?? (open && laidOut ? 1 : 0);
  const following = closing !== null || peek !== null;
  const offset = (screenSide === 'left' ? -1 : 1) * (1 - shown) * 100;
  // No transition while a finger leads; otherwise slide (at once for reduced motion).
  const motion = following ? '' : 'duration-250 ease-out motion-reduce:transition-none';

  const track = (e: PointerEvent<HTMLDivElement>) => {
    const d = drag.current;
    if (!d || d.id !== e.pointerId) return null;
    d.samples.push({ x: e.clientX, t: e.timeStamp });
    return d;
  };
  const release = (e: PointerEvent<HTMLDivElement>) => {
    const d = track(e);
    drag.current = null;
    if (!d?.active) return;
    setClosing(null);
    const progress = dragProgress(screenSide, e.currentTarget.offsetWidth, 1, d.fromX, e.clientX);
    if (e.type === 'pointerup' && !settlesOpen(progress, openingVelocity(screenSide, d.samples), true)) onOpenChange(false);
  };

  return (
    <Dialog.Root open={present} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className={`fixed inset-0 z-40 bg-black/40 ${following ? '' : 'transition-opacity'} ${motion}`} style={{ opacity: shown }} />
        <Dialog.Content
          ref={panel}
          aria-describedby={undefined}
          className={`fixed inset-y-0 z-50 flex w-80 max-w-[85vw] touch-pan-y flex-col bg-surface-raised text-ink shadow-xl outline-none ${following ? '' : 'transition-transform'} ${motion} ${screenSide === 'left' ? 'left-0' : 'right-0'}`}
          style={{ transform: `translateX(${offset}%)` }}
          onOpenAutoFocus={(e) => {
            if (peek === null) {
              wasOpen.current = true;
              return;
            }
            e.preventDefault();
            focusOnSettle.current = true;
          }}
          onCloseAutoFocus={(e) => {
            e.preventDefault();
            if (wasOpen.current) returnFocus?.current?.focus();
            wasOpen.current = false;
            focusOnSettle.current = false;
          }}
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
          <Dialog.Title className="sr-only">{title}</Dialog.Title>
          {children}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
