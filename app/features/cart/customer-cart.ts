import type { Cart, CartProductEntry } from '../../../contract/cart';
import type { Currency } from '../../../contract/presentation';
import { browserApiClient } from '../../lib/api/browser-client';
import type { ApiClient } from '../../lib/api/client';
import type { Translate } from '../../lib/i18n/translator';
import { notify } from '../../ui/toast/notify';
import { cartApi } from './cart-api';
import { cartErrorText } from './cart-messages';
import { getCartStore, type NewCartLine } from './cart-store';
import { detailEntries, detailRemoveIds, mergedEntries, ownDetails } from './cart-view';
import { getServerCartStore } from './server-cart-store';
import { createCallQueue } from './call-queue';

/**
 * The signed-in customer's cart operations (contract §2.6 CT1–CT4, §5.3, §5.4): every write
 * answers the whole cart, which replaces the browser's copy (server-cart-store.ts). Writes go one
 * after another (a queue), so a debounced edit, a removal and a clear land in the order given.
 */
export type CustomerCartContext = {
  api: ApiClient;
  currency: Pick<Currency, 'id' | 'rate'> | null;
  t: Translate;
};

/**
 * The calls' context from what the page knows: the browser's API base (useBrowserApiBase; the
 * cart never runs on the server), its language, chosen currency and strings.
 */
export function customerCartContext({ apiBase, locale, currency, t }: Omit<CustomerCartContext, 'api'> & { apiBase: string; locale: string }): CustomerCartContext {
  return { api: browserApiClient(apiBase, locale), currency, t };
}

/** What adding a line came to: `replace-needed` = the cart holds another shop's lines (409). */
export type AddOutcome = { status: 'added' } | { status: 'replace-needed' } | { status: 'failed' };

/** Quantity edits wait this long for the next tap before they are sent (contract §5.3). */
export const EDIT_DEBOUNCE_MS = 400;

const store = () => getServerCartStore();
const statusOf = (error: unknown) => (error as { status?: number } | null)?.status;

const { enqueue, saving } = createCallQueue(store);

const setCart = (cart: Cart | null) => store().setState({ cart, status: 'ready' });

function fail(ctx: CustomerCartContext, error: unknown) {
  notify('error', cartErrorText(ctx.t, error));
}

const insert = (ctx: CustomerCartContext, shopId: number, products: CartProductEntry[]) =>
  cartApi.insert(ctx.api, { shop_id: shopId, currency_id: ctx.currency?.id, rate: ctx.currency?.rate, products });

/** CT1 in the chosen currency; a 404 (or any refusal, §1.8) is "no cart". */
async function fetchCart(ctx: CustomerCartContext) {
  try {
    setCart((await cartApi.show(ctx.api, ctx.currency?.id)).data);
  } catch (error) {
    const status = statusOf(error);
    if (status && status < 500) setCart(null);
    else store().setState({ status: 'failed' });
  }
}

export function loadServerCart(ctx: CustomerCartContext): Promise<void> {
  if (store().getState().status === 'idle') store().setState({ status: 'loading' });
  return enqueue(() => fetchCart(ctx));
}

/** The customer's lines of `shopId` as they are now, to add to (one line per stock on the server). */
function heldLines(shopId: number) {
  const { cart } = store().getState();
  return cart && cart.shop_id === shopId ? ownDetails(cart) : [];
}

/** CT2 with the line added to what the cart holds of its stock; 409 → the replace prompt. */
export function addLine(ctx: CustomerCartContext, line: NewCartLine): Promise<AddOutcome> {
  return enqueue(() =>
    saving(async (): Promise<AddOutcome> => {
      try {
        // What the cart holds of this stock is added to, so it must be known first.
        if (store().getState().status !== 'ready') await fetchCart(ctx);
        setCart((await insert(ctx, line.shop_id, mergedEntries([line], heldLines(line.shop_id)))).data);
        return { status: 'added' };
      } catch (error) {
        if (statusOf(error) === 409) return { status: 'replace-needed' };
        fail(ctx, error);
        return { status: 'failed' };
      }
    }),
  );
}

/** CT4 of the customer's cart, whatever it holds; then nothing is left. */
async function deleteCart(ctx: CustomerCartContext) {
  const id = store().getState().cart?.id ?? (await cartApi.show(ctx.api, ctx.currency?.id).catch(() => null))?.data?.id;
  if (id) await cartApi.remove(ctx.api, { ids: [id] });
  store().setState({ cart: null, pending: {}, status: 'ready' });
}

/** The replace prompt's "yes" (spec §5): CT4, then CT2 with the line alone. */
export function replaceWithLine(ctx: CustomerCartContext, line: NewCartLine): Promise<AddOutcome> {
  return enqueue(() =>
    saving(async (): Promise<AddOutcome> => {
      try {
        await deleteCart(ctx);
        setCart((await insert(ctx, line.shop_id, mergedEntries([line]))).data);
        return { status: 'added' };
      } catch (error) {
        fail(ctx, error);
        return { status: 'failed' };
      }
    }),
  );
}

const timers = new Map<string, ReturnType<typeof setTimeout>>();

/**
 * A quantity chosen in the cart (contract §5.3): shown at once, sent 400 ms after the last tap as
 * the whole line (main + addons) with its absolute quantity (CT2).
 */
export function changeQuantity(ctx: CustomerCartContext, key: string, quantity: number) {
  store().setState((s) => ({ pending: { ...s.pending, [key]: quantity } }));
  clearTimeout(timers.get(key));
  timers.set(
    key,
    setTimeout(() => {
      timers.delete(key);
      void sendQuantity(ctx, key, quantity);
    }, EDIT_DEBOUNCE_MS),
  );
}

function dropPending(key: string, quantity?: number) {
  store().setState((s) => {
    if (!(key in s.pending) || (quantity !== undefined && s.pending[key] !== quantity)) return s;
    const pending = { ...s.pending };
    delete pending[key];
    return { pending };
  });
}

function sendQuantity(ctx: CustomerCartContext, key: string, quantity: number) {
  return enqueue(() =>
    saving(async () => {
      const { cart } = store().getState();
      const detail = cart && ownDetails(cart).find((d) => String(d.id) === key);
      if (!cart || !detail) return dropPending(key);
      try {
        setCart((await insert(ctx, cart.shop_id, detailEntries(detail, quantity))).data);
      } catch (error) {
        fail(ctx, error);
      }
      dropPending(key, quantity);
    }),
  );
}

/** CT3 with the line's cart-detail id and its addons' stock ids (§5.4); "−" at min_qty too. */
export function removeServerLine(ctx: CustomerCartContext, key: string): Promise<void> {
  clearTimeout(timers.get(key));
  timers.delete(key);
  return enqueue(() =>
    saving(async () => {
      const { cart } = store().getState();
      const detail = cart && ownDetails(cart).find((d) => String(d.id) === key);
      if (!detail) return dropPending(key);
      try {
        setCart((await cartApi.removeLines(ctx.api, { ids: detailRemoveIds(detail), currency_id: ctx.currency?.id })).data);
      } catch (error) {
        // Already gone (another tab): show the cart as the server has it.
        if (statusOf(error) === 404) void loadServerCart(ctx);
        else fail(ctx, error);
      }
      dropPending(key);
    }),
  );
}

/** "Clear cart": CT4. */
export function clearServerCart(ctx: CustomerCartContext): Promise<void> {
  for (const timer of timers.values()) clearTimeout(timer);
  timers.clear();
  return enqueue(() =>
    saving(async () => {
      try {
        await deleteCart(ctx);
      } catch (error) {
        fail(ctx, error);
      }
    }),
  );
}

/** The carry-over on its way: a second caller (CartSync and the checkout page) waits for the same one. */
let carrying: Promise<void> | null = null;

/**
 * Spec §4 / contract §5.12 "Login carry-over": a signed-in customer's local lines (added as a
 * visitor, then signed in) go to the server cart, then the local cart is emptied and the server
 * cart replaces it. Lines of the shop the server cart already holds are added to it; a server
 * cart of another shop is replaced (CT4, then CT2): the local lines are the customer's latest
 * choice, made just before signing in. A line the server refuses (sold out meanwhile…) is named in
 * a toast and the others still go; only a failure to reach the server keeps the local lines (the
 * next page tries again). The checkout page waits for it before it shows any total (issue #23).
 */
export function carryOver(ctx: CustomerCartContext): Promise<void> {
  const lines = getCartStore().getState().lines;
  if (carrying) return carrying;
  if (!lines.length) return Promise.resolve();
  const shopId = lines[0]!.shop_id;
  carrying = enqueue(() =>
    saving(async () => {
      try {
        const current = await cartApi.show(ctx.api, ctx.currency?.id).then((r) => r.data, (error: unknown) => {
          if (statusOf(error) === 404) return null;
          throw error;
        });
        const sameShop = current?.shop_id === shopId;
        if (current && !sameShop) await cartApi.remove(ctx.api, { ids: [current.id] });
        setCart(sameShop ? current : null);
        const held = heldLines(shopId);
        try {
          setCart((await insert(ctx, shopId, mergedEntries(lines, held))).data);
        } catch (error) {
          if (statusOf(error) !== 422) throw error;
          // One refused line refuses the call: send them one by one, keeping what the server takes.
          for (const line of lines) {
            try {
              setCart((await insert(ctx, shopId, mergedEntries([line], heldLines(shopId)))).data);
            } catch (lineError) {
              if (statusOf(lineError) !== 422) throw lineError;
              notify('error', `${line.product.title}: ${cartErrorText(ctx.t, lineError)}`);
            }
          }
        }
        getCartStore().getState().clear();
      } catch (error) {
        const status = statusOf(error);
        if (status && status < 500) getCartStore().getState().clear();
        fail(ctx, error);
      } finally {
        carrying = null;
      }
    }),
  );
  return carrying;
}

/** CT1 for the header's count, unless this page load already has the cart. */
export function loadServerCartOnce(ctx: CustomerCartContext): Promise<void> {
  return store().getState().status === 'idle' ? loadServerCart(ctx) : Promise.resolve();
}
