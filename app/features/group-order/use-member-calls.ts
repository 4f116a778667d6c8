import { useMemo } from 'react';
import { useCustomerCart } from '../cart/use-customer-cart';
import type { GroupMemberRef } from './member-cookie';

/**
 * The member's calls (member-cart.ts, loaded on first use) bound to the page's API base,
 * language, currency and strings — the same context the customer's cart calls use.
 */
export function useMemberCalls(member: GroupMemberRef) {
  const customerCart = useCustomerCart();
  return useMemo(() => {
    const run = (call: (calls: typeof import('./member-cart'), ctx: Awaited<ReturnType<typeof customerCart>>['ctx']) => Promise<unknown>) =>
      void Promise.all([import('./member-cart'), customerCart()]).then(([calls, { ctx }]) => call(calls, ctx));
    return {
      reload: () => run((calls, ctx) => calls.loadGroupCart(ctx, member)),
      setQuantity: (key: string, quantity: number, minQty: number) =>
        run((calls, ctx) => (quantity < minQty ? calls.removeMemberLine(ctx, member, key) : calls.setMemberQuantity(ctx, member, key, quantity))),
      toggleStatus: () => run((calls, ctx) => calls.toggleMemberStatus(ctx, member)),
      leave: () => run((calls, ctx) => calls.leaveGroup(ctx, member)),
    };
  }, [customerCart, member]);
}
