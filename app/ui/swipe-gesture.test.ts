import { describe, expect, it } from 'vitest';
import {
  SWIPE_AREA_PX,
  SWIPE_FLING_VELOCITY,
  SWIPE_HYSTERESIS,
  dragProgress,
  drawerWidth,
  edgeSwipe,
  openingVelocity,
  settlesOpen,
  startsEdgeSwipe,
  type Sample,
} from './swipe-gesture';

describe('swipe gesture (spec §9)', () => {
  it('has the spec constants', () => {
    expect([SWIPE_AREA_PX, SWIPE_HYSTERESIS, SWIPE_FLING_VELOCITY]).toEqual([20, 0.52, 450]);
  });

  it('starts an opening swipe only within 20px of the drawer edge', () => {
    expect(startsEdgeSwipe('left', 0, 360)).toBe(true);
    expect(startsEdgeSwipe('left', 20, 360)).toBe(true);
    expect(startsEdgeSwipe('left', 20.5, 360)).toBe(false);
    expect(startsEdgeSwipe('left', 355, 360)).toBe(false);
    expect(startsEdgeSwipe('right', 359, 360)).toBe(true);
    expect(startsEdgeSwipe('right', 340, 360)).toBe(true);
    expect(startsEdgeSwipe('right', 339, 360)).toBe(false);
    expect(startsEdgeSwipe('right', 5, 360)).toBe(false);
  });

  it('measures progress as the share of the width moved, away from the edge opening', () => {
    expect(dragProgress('left', 300, 0, 5, 155)).toBeCloseTo(0.5);
    expect(dragProgress('right', 300, 0, 355, 205)).toBeCloseTo(0.5);
    // Moving the other way closes; from open, towards the edge.
    expect(dragProgress('left', 300, 1, 250, 100)).toBeCloseTo(0.5);
    expect(dragProgress('right', 300, 1, 100, 250)).toBeCloseTo(0.5);
  });

  it('clamps progress to 0..1', () => {
    expect(dragProgress('left', 300, 0, 5, 900)).toBe(1);
    expect(dragProgress('left', 300, 0, 5, -50)).toBe(0);
    expect(dragProgress('right', 300, 1, 100, 20)).toBe(1);
    expect(dragProgress('right', 300, 1, 100, 600)).toBe(0);
  });

  it('measures velocity over the last 100 ms, signed towards opening', () => {
    const flick: Sample[] = [{ x: 5, t: 0 }, { x: 30, t: 16 }, { x: 60, t: 32 }, { x: 85, t: 48 }];
    expect(openingVelocity('left', flick)).toBeCloseTo(80 / 0.048);
    expect(openingVelocity('right', flick)).toBeCloseTo(-80 / 0.048);
    // Only the samples of the last 100 ms count: an early fast part followed by a hold is slow.
    const heldStill: Sample[] = [{ x: 5, t: 0 }, { x: 200, t: 40 }, { x: 200, t: 300 }, { x: 201, t: 380 }];
    expect(openingVelocity('left', heldStill)).toBeCloseTo(1 / 0.08);
    expect(openingVelocity('left', [{ x: 5, t: 0 }])).toBe(0);
    expect(openingVelocity('left', [])).toBe(0);
  });

  it('opens a closed drawer from 52% on, or on a fling in the opening direction', () => {
    expect(settlesOpen(0.52, 0, false)).toBe(true);
    expect(settlesOpen(0.51, 0, false)).toBe(false);
    expect(settlesOpen(0.2, SWIPE_FLING_VELOCITY, false)).toBe(true);
    expect(settlesOpen(0.2, SWIPE_FLING_VELOCITY - 1, false)).toBe(false);
    // A fling back towards the edge closes even a drag that went far.
    expect(settlesOpen(0.9, -SWIPE_FLING_VELOCITY, false)).toBe(false);
  });

  it('closes an open drawer once dragged 52% of the way towards its edge (hysteresis)', () => {
    expect(settlesOpen(0.5, 0, true)).toBe(true);
    expect(settlesOpen(0.47, 0, true)).toBe(false);
    expect(settlesOpen(0.95, -500, true)).toBe(false);
    expect(settlesOpen(0.1, 500, true)).toBe(true);
  });

  it('knows the drawer width at a viewport width (20rem, at most 85%)', () => {
    expect(drawerWidth(360)).toBeCloseTo(306);
    expect(drawerWidth(1280)).toBe(320);
  });

  it('follows an edge swipe from its touch down, and settles it as released now', () => {
    // 360px screen: a 306px drawer.
    const slow: Sample[] = [{ x: 5, t: 0 }, { x: 100, t: 400 }, { x: 250, t: 800 }];
    expect(edgeSwipe('left', slow.slice(0, 2), 360).progress).toBeCloseTo(95 / 306);
    expect(edgeSwipe('left', slow.slice(0, 2), 360).open).toBe(false);
    expect(edgeSwipe('left', slow, 360)).toEqual({ progress: 245 / 306, open: true });
    // The same short distance, fast, is a fling.
    expect(edgeSwipe('left', [{ x: 5, t: 0 }, { x: 100, t: 45 }], 360).open).toBe(true);
    // Mirrored on the right edge; a touch from outside the swipe area never opens.
    expect(edgeSwipe('right', [{ x: 355, t: 0 }, { x: 110, t: 800 }], 360)).toEqual({ progress: 245 / 306, open: true });
    expect(edgeSwipe('left', [{ x: 30, t: 0 }, { x: 300, t: 45 }], 360).open).toBe(false);
    expect(edgeSwipe('left', [], 360)).toEqual({ progress: 0, open: false });
  });
});
