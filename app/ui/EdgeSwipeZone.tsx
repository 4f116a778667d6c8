import { dragProgress, drawerWidth, openingVelocity, settlesOpen, startsEdgeSwipe, type Sample, type Side } from './swipe-gesture';

type Props = {
  side: Side;
  /** A swipe may be starting: time to fetch the drawer's code. */
  onStart(): void;
  /** Share (0..1) of the drawer the finger has pulled in so far. */
  onDrag(progress: number): void;
  /** The finger lifted (or the browser took the gesture over): should the drawer be open? */
  onEnd(open: boolean): void;
};

/**
 * The 20px strip along a closed drawer's edge that turns a touch swipe into opening it (spec §9).
 * It ships with every page while the drawer loads on demand, so it only tracks the finger and
 * reports; the drawer follows the reports once its code is there. Shown only where the primary
 * pointer is coarse (phones, tablets): mice never meet it. A tap on it is passed on to whatever
 * lies beneath, so the strip hides nothing.
 */
export function EdgeSwipeZone({ side, onStart, onDrag, onEnd }: Props) {
  return (
    <div
      aria-hidden="true"
      className={`fixed inset-y-0 z-30 hidden w-5 touch-pan-y pointer-coarse:block ${side === 'left' ? 'left-0' : 'right-0'}`}
      onPointerDown={(down) => {
        if (down.pointerType === 'mouse' || !startsEdgeSwipe(side, down.clientX, innerWidth)) return;
        onStart();
        const width = drawerWidth(innerWidth);
        const samples: Sample[] = [{ x: down.clientX, t: down.timeStamp }];
        let progress = 0;
        // On the window: once the drawer shows, the finger is over it and the modal makes the
        // rest of the page inert to pointers.
        const move = (e: PointerEvent) => {
          if (e.pointerId !== down.pointerId) return;
          samples.push({ x: e.clientX, t: e.timeStamp });
          onDrag((progress = dragProgress(side, width, 0, down.clientX, e.clientX)));
        };
        const end = (e: PointerEvent) => {
          if (e.pointerId !== down.pointerId) return;
          // The lift counts as a sample: resting before lifting is no fling.
          move(e);
          removeEventListener('pointermove', move);
          removeEventListener('pointerup', end);
          removeEventListener('pointercancel', end);
          onEnd(e.type === 'pointerup' && settlesOpen(progress, openingVelocity(side, samples), false));
        };
        addEventListener('pointermove', move);
        addEventListener('pointerup', end);
        addEventListener('pointercancel', end);
      }}
      onClick={({ currentTarget, clientX, clientY }) => {
        currentTarget.hidden = true;
        (document.elementFromPoint(clientX, clientY) as HTMLElement | null)?.click();
        currentTarget.hidden = false;
      }}
    />
  );
}
