import type { Cart } from '../../../contract/cart';
import { notify } from '../../ui/toast/notify';
import { cartErrorText } from '../cart/cart-messages';
import type { NewCartLine } from '../cart/cart-store';
import type { CustomerCartContext, AddOutcome } from '../cart/customer-cart';
import { detailEntries, detailRemoveIds, mergedEntries } from '../cart/cart-view';
import { groupApi, groupEndOf, type PlacedOrder } from './group-api';
import { ownPart } from './group-cart-view';
import { clearMemberCookie, readMemberFromDocument, type GroupMemberRef } from './member-cookie';
import { getMemberStore, type GroupEnd } from './member-store';
import { createCallQueue } from '../cart/call-queue';

/**
 * A guest member's calls (contract §2.7 GC2–GC6, §5.7), in order (a queue), each answer replacing
 * the browser's copy (member-store.ts). A refusal of the group itself ends the member's view:
 * 404 → invalid, 403 → kicked, 410 → placed (with the order); the `member` cookie goes then.
 * The product dialog adds through `addMemberLine` (features/cart/use-cart-add.ts) whenever the
 * cookie names a group: another shop's product is refused with "leave the group first" (spec §5).
 */
const store = () => getMemberStore();

const { enqueue, saving } = createCallQueue(store);

const ref = (ctx: CustomerCartContext, member: GroupMemberRef) => ({
  uuid: member.uuid,
  cartId: member.cart_id,
  shopId: member.shop_id,
  currencyId: ctx.currency?.id,
});

const forgetCookie = () => {
  document.cookie = clearMemberCookie(location.protocol === 'https:');
};

/**
 * The group ended for this member: the view says why. The cookie goes — except once the order is
 * placed, so a reload still shows the order (GC2 keeps answering 410 with its live status).
 */
function end(outcome: { end: GroupEnd; order: PlacedOrder | null }) {
  if (outcome.end !== 'placed') forgetCookie();
  store().setState({ status: outcome.end, order: outcome.order, cart: null });
}

function settle(ctx: CustomerCartContext, error: unknown) {
  const ended = groupEndOf(error);
  if (ended) end(ended);
  else notify('error', cartErrorText(ctx.t, error));
}

const setCart = (cart: Cart) => store().setState({ cart, status: 'ready' });

/** GC2. */
export function loadGroupCart(ctx: CustomerCartContext, member: GroupMemberRef): Promise<void> {
  return enqueue(async () => {
    try {
      setCart((await groupApi.show(ctx.api, ref(ctx, member))).data);
    } catch (error) {
      const ended = groupEndOf(error);
      if (ended) end(ended);
      else if (!store().getState().cart) store().setState({ status: 'failed' });
    }
  });
}

/** Writes of GC4/GC5 answer status only: the cart is asked again. */
async function writeThenLoad(ctx: CustomerCartContext, member: GroupMemberRef, write: () => Promise<unknown>) {
  try {
    await write();
    setCart((await groupApi.show(ctx.api, ref(ctx, member))).data);
  } catch (error) {
    settle(ctx, error);
  }
}

/**
 * The product dialog's add for a member (GC3): the line joins what the member's part holds of
 * its stock. Another shop's product: nothing is added, the member is told to leave first —
 * unless the group has ended for them (GC2/GC3 refuse), then the cookie goes and their own cart
 * takes the line (`not-member`).
 */
export function addMemberLine(ctx: CustomerCartContext, member: GroupMemberRef, line: NewCartLine): Promise<AddOutcome | { status: 'not-member' }> {
  return enqueue(() =>
    saving(async () => {
      store().setState((s) => (s.member?.uuid === member.uuid ? s : { member, cart: null, status: 'idle', order: null }));
      try {
        const cart = store().getState().cart ?? (await groupApi.show(ctx.api, ref(ctx, member))).data;
        if (line.shop_id !== member.shop_id) {
          // A way back to the group, where "Leave group" is (the page answers under either prefix).
          notify('error', ctx.t('group.leave_first'), {
            link: { href: `/restaurant/${member.shop_id}?g=${member.cart_id}`, label: ctx.t('group.open_group') },
          });
          return { status: 'failed' as const };
        }
        const held = ownPart(cart, member.uuid)?.cartDetails ?? [];
        setCart((await groupApi.insert(ctx.api, ref(ctx, member), mergedEntries([line], held))).data);
        return { status: 'added' as const };
      } catch (error) {
        // The group is over for them: the line goes to their own cart as for anyone.
        const ended = groupEndOf(error);
        if (ended) {
          end(ended);
          forgetCookie();
          return { status: 'not-member' as const };
        }
        settle(ctx, error);
        return { status: 'failed' as const };
      }
    }),
  );
}

/** `addMemberLine` for the member the page's cookie names; none (or not one): `not-member`. */
export function addLineAsCookieMember(ctx: CustomerCartContext, line: NewCartLine): Promise<AddOutcome | { status: 'not-member' }> {
  const member = readMemberFromDocument(document.cookie);
  return member ? addMemberLine(ctx, member, line) : Promise.resolve({ status: 'not-member' });
}

/** A quantity chosen in the member's own line (GC3 with the line's absolute quantity). */
export function setMemberQuantity(ctx: CustomerCartContext, member: GroupMemberRef, key: string, quantity: number): Promise<void> {
  return enqueue(() =>
    saving(async () => {
      const { cart } = store().getState();
      const detail = cart && ownPart(cart, member.uuid)?.cartDetails.find((d) => String(d.id) === key);
      if (!detail) return;
      try {
        setCart((await groupApi.insert(ctx.api, ref(ctx, member), detailEntries(detail, quantity))).data);
      } catch (error) {
        settle(ctx, error);
      }
    }),
  );
}

/** GC4 of one own line (its cart-detail id and its addons' stock ids). */
export function removeMemberLine(ctx: CustomerCartContext, member: GroupMemberRef, key: string): Promise<void> {
  return enqueue(() =>
    saving(async () => {
      const { cart } = store().getState();
      const detail = cart && ownPart(cart, member.uuid)?.cartDetails.find((d) => String(d.id) === key);
      if (!detail) return;
      await writeThenLoad(ctx, member, () => groupApi.removeLines(ctx.api, ref(ctx, member), detailRemoveIds(detail)));
    }),
  );
}

/** GC5: choosing ⇄ done. */
export function toggleMemberStatus(ctx: CustomerCartContext, member: GroupMemberRef): Promise<void> {
  return enqueue(() => saving(() => writeThenLoad(ctx, member, () => groupApi.toggleStatus(ctx.api, ref(ctx, member)))));
}

/** GC6: the member leaves; the cookie goes whatever the answer (a group that ended is left too). */
export function leaveGroup(ctx: CustomerCartContext, member: GroupMemberRef): Promise<void> {
  return enqueue(() =>
    saving(async () => {
      try {
        await groupApi.leave(ctx.api, ref(ctx, member));
      } catch (error) {
        if (!groupEndOf(error)) {
          notify('error', cartErrorText(ctx.t, error));
          return;
        }
      }
      end({ end: 'left', order: null });
    }),
  );
}
