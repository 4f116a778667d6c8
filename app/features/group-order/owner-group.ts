import { cartApi } from '../cart/cart-api';
import { cartErrorText } from '../cart/cart-messages';
import { clearServerCart, loadServerCart, type CustomerCartContext } from '../cart/customer-cart';
import { getServerCartStore } from '../cart/server-cart-store';
import { notify } from '../../ui/toast/notify';
import { groupApi } from './group-api';

/**
 * The owner's side of a group order (contract §5.7): start (CT5 when there is no cart of this
 * shop, CT6), remove a member (CT7), cancel (CT4). The server cart store (features/cart) holds the
 * result, so the header's cart, the drawer and checkout follow. Loaded with the share dialog and
 * the owner's group cart only.
 */
export type StartOutcome = { status: 'started'; cartId: number; ownerId: number } | { status: 'replace-needed' } | { status: 'failed' };

const store = () => getServerCartStore();

/** Starts (or reopens) the group of `shopId`. Another shop's cart with lines asks first (`replace`). */
export async function startGroup(ctx: CustomerCartContext, shopId: number, replace = false): Promise<StartOutcome> {
  try {
    if (store().getState().status !== 'ready') await loadServerCart(ctx);
    let cart = store().getState().cart;
    if (cart && cart.shop_id !== shopId) {
      const hasLines = cart.user_carts.some((part) => part.cartDetails.length > 0);
      if (hasLines && !replace) return { status: 'replace-needed' };
      await cartApi.remove(ctx.api, { ids: [cart.id] });
      cart = null;
    }
    if (cart?.group) return { status: 'started', cartId: cart.id, ownerId: cart.owner_id };
    const cartId = cart?.id ?? (await groupApi.open(ctx.api, shopId, ctx.currency?.id)).data.id;
    const started = (await groupApi.setGroup(ctx.api, cartId)).data;
    await loadServerCart(ctx);
    return { status: 'started', cartId: started.id, ownerId: started.owner_id };
  } catch (error) {
    notify('error', cartErrorText(ctx.t, error));
    await loadServerCart(ctx);
    return { status: 'failed' };
  }
}

/** CT7, then the cart again. */
export async function kickMember(ctx: CustomerCartContext, cartId: number, uuid: string): Promise<void> {
  try {
    await groupApi.kick(ctx.api, cartId, uuid);
  } catch (error) {
    notify('error', cartErrorText(ctx.t, error));
  }
  await loadServerCart(ctx);
}

/** "Cancel group": CT4 ends it for every member (the cart goes with it). */
export const cancelGroup = (ctx: CustomerCartContext) => clearServerCart(ctx);
