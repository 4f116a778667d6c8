import { describe, expect, it } from 'vitest';
import type { StorefrontContext } from '../../../contract/transport';
import { isEmptyCheckout, loadCheckout } from './load-checkout';

/**
 * The checkout loader against a fake API (one answer per path): which calls it makes with what,
 * and what the page is told. The browser tests run it against the real server.
 */

const shop = {
  id: 3, slug: 'forno-napoli', type: 'restaurant', open: true, timezone: 'America/Bogota',
  translation: { title: 'Forno Napoli', address: 'Calle 1' }, location: { latitude: 6.2, longitude: -75.5 },
  delivery_time: { from: '20', to: '40', type: 'minute' },
  shop_working_days: ['sunday', 'monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday'].map((day, id) => ({ id, day, from: '00:00', to: '23:59', disabled: false })),
  shop_closed_date: [],
  shop_payments: [{ id: 1, shop_id: 3, payment: { id: 9, tag: 'cash' } }],
};
const line = { id: 11, quantity: 2, price: 10, addons: [], stock: { product: { translation: { title: 'Margherita' } } } };
const cart = (lines: unknown[], shopId = 3) => ({ id: 5, shop_id: shopId, user_carts: [{ cartDetails: lines }] });
const calculation = { price: 20, total_price: 25, min_amount: 0, coupon: null };

type Answers = Record<string, { status?: number; body: unknown } | undefined>;

function fakeApi(answers: Answers) {
  const calls: { method: string; path: string; query: URLSearchParams; body: unknown }[] = [];
  const apiFetch = async (request: Request) => {
    const url = new URL(request.url);
    const path = url.pathname.replace('/api/v1/', '');
    calls.push({ method: request.method, path, query: url.searchParams, body: request.body ? await request.json() : undefined });
    const answer = answers[`${request.method} ${path}`];
    if (!answer) return Response.json({ status: false, statusCode: 'ERROR_404', message: 'Not found' }, { status: 404 });
    return Response.json(answer.body, { status: answer.status ?? 200 });
  };
  const context = { apiFetch, serverApiBase: 'http://api.test/api/v1', documentOnly: null } as unknown as StorefrontContext;
  return { context, calls };
}

function answers(over: Answers = {}): Answers {
  return {
    'GET rest/shops/forno-napoli': { body: { data: shop } },
    'GET rest/settings': { body: { data: [{ key: 'payment_type', value: 'admin' }, { key: 'before_order_phone_required', value: '0' }] } },
    'GET dashboard/user/cart': { body: { data: cart([line]) } },
    'GET dashboard/user/profile/show': { body: { data: { phone: '573001112233', wallet: { uuid: 'w', price: 12.5, symbol: '$' } } } },
    'GET dashboard/user/addresses': { body: { data: [{ id: 4, title: 'Home', active: true, location: [6.25, -75.57], address: { address: 'Calle 10', floor: '2', house: null, entrance: 'B', comment: null } }] } },
    'GET rest/payments': { body: { data: [{ id: 9, tag: 'cash' }, { id: 10, tag: 'wallet' }] } },
    'POST dashboard/user/cart/calculate/5': { body: { data: calculation } },
    ...over,
  };
}

const request = (query = '') =>
  new Request(`http://shop.test/restaurant/forno-napoli/checkout${query}`, { headers: { Cookie: 'access_token=Bearer%201%7Cabc; locale=en' } });
const shopHref = () => '/restaurant/forno-napoli';

/** The page with a cart to check out (the empty state fails the test). */
async function full(...args: Parameters<typeof loadCheckout>) {
  const page = await loadCheckout(...args);
  if (isEmptyCheckout(page)) throw new Error('no cart to check out');
  return page;
}

describe('loadCheckout', () => {
  it('asks O1 for the active saved address, offers PAY4 with cash chosen, shows the wallet', async () => {
    const { context, calls } = fakeApi(answers());
    const page = await full(request(), context, 'forno-napoli', shopHref);
    const o1 = calls.find((c) => c.path === 'dashboard/user/cart/calculate/5');
    expect(o1?.body).toEqual({ type: 'delivery', address: { latitude: 6.25, longitude: -75.57 } });
    expect(page.choice).toMatchObject({ type: 'delivery', address: 'saved-4', payment: 9 });
    expect(page.payments.map((p) => p.tag)).toEqual(['cash', 'wallet']);
    expect(page.wallet?.price).toBe(12.5);
    expect(page.phoneRequired).toBe(false);
    expect(page.calculation).toEqual(calculation);
    expect(page.lines).toEqual([{ id: 11, title: 'Margherita', quantity: 2, price: 10, addons: [] }]);
  });

  it("before_order_phone_required and no phone: 'Phone number is required'", async () => {
    const { context } = fakeApi(answers({
      'GET rest/settings': { body: { data: [{ key: 'before_order_phone_required', value: '1' }] } },
      'GET dashboard/user/profile/show': { body: { data: { phone: null, wallet: null } } },
    }));
    expect((await full(request(), context, 'forno-napoli', shopHref)).phoneRequired).toBe(true);
  });

  it("payment_type other than admin lists the shop's payments", async () => {
    const { context, calls } = fakeApi(answers({ 'GET rest/settings': { body: { data: [{ key: 'payment_type', value: 'seller' }] } } }));
    const page = await full(request(), context, 'forno-napoli', shopHref);
    expect(page.payments).toEqual([{ id: 9, tag: 'cash' }]);
    expect(calls.some((c) => c.path === 'rest/payments')).toBe(false);
  });

  it('pickup sends the shop location; a refused coupon is said and left out of O1', async () => {
    const { context, calls } = fakeApi(answers({
      'POST rest/coupons/check': { status: 422, body: { status: false, statusCode: 'ERROR_422', message: 'This coupon has expired' } },
    }));
    const page = await full(request('?type=pickup&coupon=OLD'), context, 'forno-napoli', shopHref);
    expect(page.couponError).toEqual({ message: 'This coupon has expired', status: 422 });
    const o1 = calls.find((c) => c.path === 'dashboard/user/cart/calculate/5');
    expect(o1?.body).toEqual({ type: 'pickup', address: shop.location });
  });

  it("O1's out-of-zone answer blocks ordering", async () => {
    const { context } = fakeApi(answers({
      'POST dashboard/user/cart/calculate/5': { status: 400, body: { status: false, statusCode: 'ERROR_400', message: "Sorry, we're not available here" } },
    }));
    const page = await full(request(), context, 'forno-napoli', shopHref);
    expect(page.outOfZone).toBe(true);
    expect(page.calculation).toBeNull();
  });

  it("no cart, an empty one or another shop's: the empty state, with the way back to the shop page", async () => {
    for (const over of [
      { 'GET dashboard/user/cart': undefined },
      { 'GET dashboard/user/cart': { body: { data: cart([]) } } },
      { 'GET dashboard/user/cart': { body: { data: cart([line], 8) } } },
    ]) {
      const { context } = fakeApi(answers(over));
      const page = await loadCheckout(request(), context, 'forno-napoli', shopHref);
      expect(page).toEqual({ empty: true, shop: { title: expect.any(String) as string, href: '/restaurant/forno-napoli' } });
    }
  });
});
