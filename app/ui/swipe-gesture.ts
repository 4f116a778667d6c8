/**
 * The side drawer's swipe rules (spec §9: "20 px swipe area, 0.52 hysteresis, fling velocity
 * 450"), the same defaults and meaning as MUI's SwipeableDrawer. Pure, so the edge zone in the
 * page's first bundle and the lazily loaded drawer decide alike. Kept small on purpose: the edge
 * zone ships it with every page.
 */

/** Width of the strip along the drawer's edge where a touch may start an opening swipe. */
export const SWIPE_AREA_PX = 20;
/** Share of the drawer's width a slow drag must travel to change the drawer's state. */
export const SWIPE_HYSTERESIS = 0.52;
/** From this speed (px/s) on, the direction of the flick decides, whatever the distance. */
export const SWIPE_FLING_VELOCITY = 450;

/** The screen edge the drawer is attached to (already resolved for the reading direction). */
export type Side = 'left' | 'right';
/** One pointer position: `x` in CSS px from the viewport's left, `t` in ms. */
export type Sample = { x: number; t: number };

/** Velocity is measured over this last stretch of the gesture, so a pause before lifting counts. */
const VELOCITY_WINDOW_MS = 100;

/** Does a touch at `x` start inside the swipe area of a closed drawer attached to `side`? */
export function startsEdgeSwipe(side: Side, x: number, viewportWidth: number): boolean {
  return side === 'left' ? x <= SWIPE_AREA_PX : x >= viewportWidth - SWIPE_AREA_PX;
}

/**
 * Share (0..1) of the drawer on screen once the pointer moved from `fromX`, where the share was
 * `start`, to `x`. Moving away from the drawer's edge opens it, towards the edge closes it.
 */
export function dragProgress(side: Side, width: number, start: number, fromX: number, x: number): number {
  const moved = (side === 'left' ? x - fromX : fromX - x) / width;
  return Math.min(1, Math.max(0, start + moved));
}

/** Pointer speed in px/s in the opening direction (negative: closing), over the last 100 ms. */
export function openingVelocity(side: Side, samples: readonly Sample[]): number {
  const last = samples[samples.length - 1];
  const first = last && samples.find((s) => last.t - s.t <= VELOCITY_WINDOW_MS);
  if (!last || !first || last.t === first.t) return 0;
  const v = ((last.x - first.x) / (last.t - first.t)) * 1000;
  return side === 'left' ? v : -v;
}

/**
 * Where a released drag settles: open or closed. A fling decides by its direction; otherwise the
 * drag must have travelled at least the hysteresis share of the width away from where it started
 * (`wasOpen`): a closed drawer opens from 52% shown on, an open one closes from 48% shown down.
 */
export function settlesOpen(progress: number, velocity: number, wasOpen: boolean): boolean {
  if (Math.abs(velocity) >= SWIPE_FLING_VELOCITY) return velocity > 0;
  const travelled = wasOpen ? 1 - progress : progress;
  return travelled >= SWIPE_HYSTERESIS ? !wasOpen : wasOpen;
}

/** The drawer's width at a viewport width: `w-80 max-w-[85vw]` in the drawer's classes. */
export function drawerWidth(viewportWidth: number): number {
  return Math.min(320, viewportWidth * 0.85);
}

/**
 * An opening swipe from the edge of a closed drawer, from its first sample (the touch down) to
 * its latest: how far the drawer is pulled in, and whether it would open if lifted now (a touch
 * that did not start in the swipe area never opens it).
 */
export function edgeSwipe(side: Side, samples: readonly Sample[], viewportWidth: number): { progress: number; open: boolean } {
  const from = samples[0]?.x ?? 0;
  const to = samples[samples.length - 1]?.x ?? from;
  const progress = dragProgress(side, drawerWidth(viewportWidth), 0, from, to);
  const open = startsEdgeSwipe(side, from, viewportWidth) && settlesOpen(progress, openingVelocity(side, samples), false);
  return { progress, open };
}
