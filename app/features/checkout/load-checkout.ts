import type { Address } from '../../../contract/addresses';
import type { Cart } from '../../../contract/cart';
import { unfinishedMembers } from '../group-order/group-cart-view';
import { couponMessages } from '../../../contract/coupons';
import { deliveryDays, type SlotSchedule } from '../../../contract/delivery-slots';
import type { Envelope, Paginated } from '../../../contract/http';
import { cartFingerprint, orderMessages, type CalculateBody, type OrderCalculation } from '../../../contract/orders';
import type { Payment } from '../../../contract/payments';
import type { ProfileUser } from '../../../contract/profile';
import type { ShopDetail } from '../../../contract/shops';
import type { StorefrontContext } from '../../../contract/transport';
import { ApiResponseError, type ApiClient } from '../../lib/api/client';
import { endpoints } from '../../lib/api/endpoints';
import { cents, fromCents } from '../../lib/money';
import { readChosenAddress, type ChosenAddress } from '../address/chosen-address';
import { isChosen } from '../address/saved-address';
import { requireSession } from '../auth/require-session';
import { readCheckoutChoice, type CheckoutChoice } from './checkout-choice';
import type { CheckoutMessage } from './checkout-messages';

/** A call whose refusal the page shows instead of failing: the refusal as a message. */
async function attempt<T>(call: Promise<T>): Promise<{ ok: true; value: T } | { ok: false; error: { message: string; status: number } }> {
  try {
    return { ok: true, value: await call };
  } catch (error) {
    if (!(error instanceof ApiResponseError)) throw error;
    return { ok: false, error: { message: error.data?.message ?? '', status: error.status } };
  }
}

/** The shop's calendar as the §5.6 slot generator (contract/delivery-slots.ts) reads it. */
export function shopSchedule(shop: ShopDetail): SlotSchedule {
  return {
    workingDays: shop.shop_working_days,
    closedDates: shop.shop_closed_date.map((d) => d.day),
    timezone: shop.timezone,
    deliveryTime: { to: shop.delivery_time.to, type: shop.delivery_time.type },
  };
}

/** Where the order goes: a saved address, the chosen one (cookie), or the shop itself for pickup. */
export type Destination = {
  location: { latitude: number; longitude: number };
  address: { address: string; office?: string; house?: string; floor?: string };
};

export function destinationOf(choice: Pick<CheckoutChoice, 'type' | 'address'>, saved: readonly Address[], chosen: ChosenAddress, shop: ShopDetail): Destination {
  if (choice.type === 'pickup') return { location: shop.location, address: { address: shop.translation?.address ?? '' } };
  const pick = saved.find((a) => `saved-${a.id}` === choice.address);
  if (pick) {
    const { address, entrance, house, floor } = pick.address;
    return {
      location: { latitude: pick.location[0], longitude: pick.location[1] },
      address: { address, ...(entrance ? { office: entrance } : {}), ...(house ? { house } : {}), ...(floor ? { floor } : {}) },
    };
  }
  return { location: chosen.location, address: { address: chosen.address } };
}

/** The payment methods offered (§2.11): PAY4 when `payment_type` is `admin`, else the shop's. */
async function loadPayments(api: ApiClient, settings: Record<string, string>, shop: ShopDetail): Promise<Payment[]> {
  if ((settings.payment_type ?? 'admin') !== 'admin') return shop.shop_payments.map((p) => p.payment);
  const answer = await attempt(api.get<Envelope<Payment[]>>('rest/payments'));
  return answer.ok ? answer.value.data : [];
}

/**
 * No cart to check out here (none, empty, or another shop's): the page sends the customer back to
 * the shop, unless lines chosen as a visitor are still waiting to be carried over to the account —
 * the server cannot see those (the tab's sessionStorage, decision 0008), so the browser decides:
 * the route's clientLoader on client navigations, the page itself after a document load (a social
 * sign-in's return). Without JavaScript it is a link back to the shop.
 */
export type EmptyCheckout = { empty: true; shop: { title: string; href: string } };

export type CheckoutPage = Exclude<Awaited<ReturnType<typeof loadCheckout>>, EmptyCheckout>;

export const isEmptyCheckout = (page: EmptyCheckout | CheckoutPage): page is EmptyCheckout => 'empty' in page;

/**
 * Everything the checkout page shows, from the customer's own data and the server's answers:
 * the shop (SH2: calendar, location, payments), the server cart (CT1; none, empty or another
 * shop's → `EmptyCheckout`, back to the shop page, contract §5.12), the profile (PR1: phone, wallet), the saved
 * addresses (AD1), the payment methods (PAY4), the coupon check (CP1) and the totals (O1). The
 * page never computes an amount.
 */
export async function loadCheckout(request: Request, context: StorefrontContext, shopKey: string, shopHref: (shop: ShopDetail) => string) {
  const { api, prefs } = requireSession(request, context);
  const url = new URL(request.url);
  const currency = prefs.currencyId ? { currency_id: prefs.currencyId } : {};
  const [{ data: shop }, settingsList, cartAnswer, { data: profile }, { data: saved }] = await Promise.all([
    api.get<Envelope<ShopDetail>>(`rest/shops/${encodeURIComponent(shopKey)}`),
    endpoints.settings(api),
    attempt(api.get<Envelope<Cart | null>>('dashboard/user/cart', { ...currency, allow_none: 1 }, 404)),
    api.get<Envelope<ProfileUser>>('dashboard/user/profile/show', currency),
    api.get<Paginated<Address>>('dashboard/user/addresses', { perPage: 100 }),
  ]);
  const cart = cartAnswer.ok ? cartAnswer.value.data : null;
  const lines = cart?.user_carts.flatMap((u) => u.cartDetails) ?? [];
  if (!cart || cart.shop_id !== shop.id || lines.length === 0) {
    const empty: EmptyCheckout = { empty: true, shop: { title: shop.translation?.title ?? shop.slug, href: shopHref(shop) } };
    return empty;
  }

  const settings = Object.fromEntries(settingsList.data.map((s) => [s.key, s.value]));
  const chosen = readChosenAddress(prefs.address, settings);
  const payments = await loadPayments(api, settings, shop);
  const days = deliveryDays(shopSchedule(shop), new Date());
  const choice = readCheckoutChoice((name) => url.searchParams.get(name), { saved, chosen, days, payments, fresh: () => crypto.randomUUID() });
  const destination = destinationOf(choice, saved, chosen, shop);

  // CP1 first: a refused coupon is said at the field and the totals are computed without it.
  let couponError: CheckoutMessage | null = null;
  if (choice.coupon) {
    const check = await attempt(api.post('rest/coupons/check', { coupon: choice.coupon, shop_id: shop.id }));
    if (!check.ok) couponError = check.error.status === 404 && !check.error.message ? { message: couponMessages.notFound } : check.error;
  }
  const body: CalculateBody = {
    type: choice.type,
    address: destination.location,
    ...(choice.coupon && !couponError ? { coupon: choice.coupon } : {}),
    ...currency,
  };
  const calculated = await attempt(api.post<Envelope<OrderCalculation>>(`dashboard/user/cart/calculate/${cart.id}`, body));
  const calculation = calculated.ok ? calculated.value.data : null;
  const calculationError = calculated.ok ? null : calculated.error;

  return {
    shop: {
      id: shop.id,
      type: shop.type,
      title: shop.translation?.title ?? shop.slug,
      address: shop.translation?.address ?? '',
      open: shop.open,
      href: shopHref(shop),
    },
    lines: lines.map((line) => ({
      id: line.id,
      title: line.stock.product.translation?.title ?? '',
      quantity: line.quantity,
      price: fromCents(line.addons.reduce((sum, addon) => sum + cents(addon.price), cents(line.price))),
      addons: line.addons.map((a) => `${a.stock.product.translation?.title ?? ''} × ${a.quantity}`),
    })),
    days,
    choice,
    saved,
    chosen: { address: chosen.address, isDefault: chosen.isDefault },
    /** The chosen address is one of the saved ones: the list shows it once. */
    chosenIsSaved: saved.some((a) => isChosen(a, chosen)),
    payments,
    wallet: profile.wallet,
    /** `before_order_phone_required` and no phone on the profile: 'Phone number is required'. */
    phoneRequired: settings.before_order_phone_required === '1' && !profile.phone,
    calculation,
    calculationError,
    /**
     * What this page shows, sent back with "Place order" (O2 `expected_total`, `expected_lines`):
     * the server refuses the order if the cart has changed since (issue #23).
     */
    expected: {
      total: calculation ? Math.max(0, calculation.total_price).toFixed(2) : '',
      lines: cartFingerprint(lines.map((d) => ({ stockId: d.stock.id, quantity: d.quantity, addons: d.addons.map((a) => ({ stockId: a.stock.id, quantity: a.quantity })) }))),
    },
    /** O1 refused the address: "Sorry, we're not available here", and no ordering. */
    outOfZone: calculationError?.message === orderMessages.notAvailableHere,
    couponError,
    /** A group order's members still choosing (issue #16): "Place order" asks first, naming them. */
    unfinished: unfinishedMembers(cart),
  };
}
