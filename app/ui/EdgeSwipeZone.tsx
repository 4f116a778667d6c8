import type { PointerEvent } from 'react';
import type { edgeSwipe, Sample, Side } from './swipe-gesture';

type Props = {
  side: Side;
  /**
   * Loads the swipe rules: the drawer's own chunk, which needs them too and re-exports them, so
   * the page's first bundle only carries this strip. Until it is there the drawer is not either,
   * so the moves before have nothing to show.
   */
  rules(): Promise<{ edgeSwipe: typeof edgeSwipe }>;
  /** A swipe may be starting: time to fetch the drawer's code. */
  onStart(): void;
  /** Share (0..1) of the drawer the finger has pulled in so far. */
  onDrag(progress: number): void;
  /** The finger lifted (or the browser took the gesture over): should the drawer be open? */
  onEnd(open: boolean): void;
};

// One promise for all reports keeps them in order (a lift is never overtaken by a move before it).
let loaded: ReturnType<Props['rules']> | undefined;

// The swipe in progress. One finger opens one drawer, so one module-wide slot is enough; other
// pointers are told apart by id.
let swipe: { id: number; samples: Sample[] } | null = null;

/**
 * The 20px strip along a closed drawer's edge that turns a touch swipe into opening it (spec §9).
 * It ships with every page while the drawer loads on demand, so it only tracks the finger and
 * reports; the drawer follows the reports once its code is there. A touch pointer stays captured
 * by the strip for the whole swipe, even when the drawer has appeared under the finger. Shown only
 * where the primary pointer is coarse (phones, tablets): mice never meet it. A tap on it is passed
 * on to whatever lies beneath, so the strip hides nothing.
 */
export function EdgeSwipeZone({ side, rules, onStart, onDrag, onEnd }: Props) {
  // Records the sample, then reports what the swipe so far means once the rules are there.
  const track = (e: PointerEvent, report: (swipe: { progress: number; open: boolean }) => void) => {
    const s = swipe;
    if (s?.id !== e.pointerId) return;
    s.samples.push({ x: e.clientX, t: e.timeStamp });
    if (e.type !== 'pointermove') swipe = null;
    void (loaded ??= rules()).then((g) => report(g.edgeSwipe(side, s.samples, innerWidth)));
  };
  // The lift counts as a sample: resting before lifting is no fling. A cancel never opens.
  const end = (e: PointerEvent) => track(e, ({ open }) => onEnd(open && e.type === 'pointerup'));
  return (
    // Not for assistive technology: screen readers swipe for themselves; the menu button opens it.
    <div
      aria-hidden="true"
      className={`fixed inset-y-0 z-30 hidden w-5 touch-pan-y pointer-coarse:block ${side === 'left' ? 'left-0' : 'right-0'}`}
      onPointerDown={(e) => {
        if (e.pointerType === 'mouse') return;
        e.currentTarget.setPointerCapture(e.pointerId);
        swipe = { id: e.pointerId, samples: [{ x: e.clientX, t: e.timeStamp }] };
        onStart();
      }}
      onPointerMove={(e) => track(e, ({ progress }) => onDrag(progress))}
      onPointerUp={end}
      onPointerCancel={end}
      onClick={({ currentTarget, clientX, clientY }) => {
        currentTarget.hidden = true;
        (document.elementFromPoint(clientX, clientY) as HTMLElement | null)?.click();
        currentTarget.hidden = false;
      }}
    />
  );
}
