import type { ReactNode } from 'react';
import { useTranslation } from '../lib/i18n/I18nProvider';
import { Drawer } from 'vaul';

/**
 * Spec §9 swipe-drawer constants. vaul takes the hysteresis as its close threshold (share of the
 * drawer's width a drag must pass to change state); the 20px edge swipe area and the 450 px/s
 * fling velocity are kept here for the edge-swipe opener that is still to come.
 */
export const SWIPE_AREA_PX = 20;
export const SWIPE_HYSTERESIS = 0.52;
export const SWIPE_FLING_VELOCITY = 450;

type Props = {
  open: boolean;
  onOpenChange(open: boolean): void;
  /** Accessible name of the drawer. */
  title: string;
  /** Which edge it slides from; `start` follows the reading direction. */
  side: 'start' | 'end';
  children: ReactNode;
};

/** A side drawer that can be swiped closed, with focus trap, Escape and an overlay (vaul/Radix). */
export function SwipeDrawer({ open, onOpenChange, title, side, children }: Props) {
  const { dir } = useTranslation();
  const fromLeft = (side === 'start') !== (dir === 'rtl');
  return (
    <Drawer.Root open={open} onOpenChange={onOpenChange} direction={fromLeft ? 'left' : 'right'} closeThreshold={SWIPE_HYSTERESIS}>
      <Drawer.Portal>
        <Drawer.Overlay className="fixed inset-0 z-40 bg-black/40" />
        <Drawer.Content
          aria-describedby={undefined}
          className={`fixed inset-y-0 z-50 flex w-80 max-w-[85vw] flex-col bg-surface-raised text-ink shadow-xl outline-none ${fromLeft ? 'left-0' : 'right-0'}`}
        >
          <Drawer.Title className="sr-only">{title}</Drawer.Title>
          {children}
        </Drawer.Content>
      </Drawer.Portal>
    </Drawer.Root>
  );
}
