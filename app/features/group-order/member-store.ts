import { useStore } from 'zustand';
import { createStore } from 'zustand/vanilla';
import type { Cart } from '../../../contract/cart';
import { perPageLoad } from '../../lib/per-page-load';
import type { PlacedOrder } from './group-api';
import type { GroupMemberRef } from './member-cookie';

/**
 * A guest member's group cart as the browser last saw it (GC2–GC4 answers), and how the group
 * stands for them: `invalid` (gone, cancelled, never theirs), `kicked` (the owner removed them),
 * `placed` (the owner ordered: `order`), `left`. Small; the calls live in member-cart.ts.
 */
export type GroupEnd = 'invalid' | 'kicked' | 'placed' | 'left';

export type MemberState = {
  member: GroupMemberRef | null;
  cart: Cart | null;
  status: 'idle' | 'ready' | 'failed' | GroupEnd;
  order: PlacedOrder | null;
  /** A write is on its way. */
  saving: number;
};

export const createMemberStore = () => createStore<MemberState>()(() => ({ member: null, cart: null, status: 'idle', order: null, saving: 0 }));

export const getMemberStore = perPageLoad(createMemberStore);

export function useMemberState<T>(selector: (state: MemberState) => T): T {
  return useStore(getMemberStore(), selector);
}
