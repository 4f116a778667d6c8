import { createHmac } from 'node:crypto';
import type { Context } from 'hono';
import { currencyExponent, majorUnits, minorFromMajor } from '../../../server/modules/payments/amounts';
import type { FakeCheckout, FakeDefinition } from './harness';

/**
 * Fake PayTabs: the two PT2 calls the adapter makes (`POST /payment/request` for the Hosted
 * Payment Page, `POST /payment/query` for a transaction's result; header `authorization` = the
 * server key and the right `profile_id`, PayTabs' `{code, message, trace}` error otherwise), the
 * hosted page from the harness, and callbacks (IPN) as PayTabs sends them: the transaction as JSON
 * with header `signature` = HMAC-SHA256(body, server key) hex. The real PayTabs form-POSTs the
 * browser back to `return` (paid, declined or cancelled alike); this fake redirects it there with
 * the same fields as query parameters (tranRef, respCode, respMessage, respStatus, cartId,
 * signature).
 */

const PROFILE_ID = '87654';
const SERVER_KEY = 'SFAKEPAYTABS-SERVER-KEY';
const CLIENT_KEY = 'CFAKEPAYTABS-CLIENT-KEY';

let nextTran = 1;
const trace = () => `PMNT0401.FAKE.${nextTran}`;

const paytabsError = (c: Context, status: 400 | 401, code: number, message: string) => c.json({ code, message, trace: trace() }, status);

const RESULTS = {
  open: { response_status: 'P', response_code: '0', response_message: 'Pending' },
  paid: { response_status: 'A', response_code: '831000', response_message: 'Authorised' },
  failed: { response_status: 'D', response_code: '315', response_message: 'Declined' },
} as const;

/** The transaction as PayTabs reports it (query answer and callback body). */
function transactionJson(checkout: FakeCheckout, status: FakeCheckout['status'], amount?: { minor: bigint; currency: string }) {
  const currency = amount?.currency ?? checkout.currency;
  const total = majorUnits({ minor: amount?.minor ?? checkout.amountMinor, exponent: currencyExponent(currency) });
  return {
    tran_ref: checkout.providerRef,
    tran_type: 'Sale',
    cart_id: checkout.reference,
    cart_description: checkout.data.description ?? '',
    cart_currency: currency,
    cart_amount: total,
    tran_currency: currency,
    tran_total: total,
    customer_details: checkout.data.customer ?? {},
    payment_result: { ...RESULTS[status], acquirer_message: status === 'paid' ? 'ACCEPT' : '', transaction_time: new Date().toISOString() },
    payment_info: { payment_method: 'Visa', card_type: 'Credit', card_scheme: 'Visa', payment_description: '4111 11## #### 1111' },
    serviceId: 2,
    profileId: Number(PROFILE_ID),
    merchantId: 12345,
    trace: trace(),
  };
}

const sign = (text: string, key: string) => createHmac('sha256', key).update(text).digest('hex');

type Body = Record<string, unknown>;

export const paytabsFake: FakeDefinition = {
  tag: 'paytabs',
  env: (baseUrl) => ({ PAYTABS_PROFILE_ID: PROFILE_ID, PAYTABS_SERVER_KEY: SERVER_KEY, PAYTABS_API_BASE: baseUrl }),

  routes(app, state) {
    /** The body when the server key and profile are right, else PayTabs' error answer. */
    const authorised = async (c: Context): Promise<Body | Response> => {
      if (c.req.header('authorization') !== SERVER_KEY) return paytabsError(c, 401, 1, 'Authentication failed. Check authentication header.');
      const body = (await c.req.json().catch(() => null)) as Body | null;
      if (!body || String(body.profile_id) !== PROFILE_ID) return paytabsError(c, 400, 206, 'Profile ID is invalid');
      return body;
    };

    app.post('/payment/request', async (c) => {
      const body = await authorised(c);
      if (body instanceof Response) return body;
      const text = (key: string) => (typeof body[key] === 'string' ? (body[key] as string) : '');
      if (body.tran_type !== 'sale' || body.tran_class !== 'ecom') return paytabsError(c, 400, 4, 'Transaction type or class not supported');
      if (!text('cart_id') || !text('cart_description')) return paytabsError(c, 400, 5, 'Cart ID and description are required');
      const currency = text('cart_currency');
      if (!/^[A-Z]{3}$/.test(currency)) return paytabsError(c, 400, 6, 'Currency is invalid');
      // A JSON number in major units with no more decimals than the currency has.
      const amount = body.cart_amount;
      if (typeof amount !== 'number' || !(amount > 0)) return paytabsError(c, 400, 7, 'Cart amount is invalid');
      const minor = minorFromMajor(amount, currency);
      if (Number(majorUnits({ minor, exponent: currencyExponent(currency) })) !== amount) return paytabsError(c, 400, 7, 'Cart amount has too many decimals');
      if (!text('return') || !text('callback')) return paytabsError(c, 400, 8, 'Return and callback URLs are required');

      const tranRef = `TST${Date.now().toString().slice(-8)}${String(nextTran++).padStart(5, '0')}`;
      const url = state.addCheckout({
        providerRef: tranRef,
        reference: text('cart_id'),
        amountMinor: minor,
        currency,
        // PayTabs has one return URL for every end.
        returnUrl: text('return'),
        cancelUrl: text('return'),
        data: { cartAmount: amount, description: text('cart_description'), callback: text('callback'), customer: body.customer_details ?? null, hideShipping: body.hide_shipping === true, lang: body.paypage_lang ?? null },
      });
      return c.json({
        tran_ref: tranRef,
        tran_type: 'Sale',
        cart_id: text('cart_id'),
        cart_description: text('cart_description'),
        cart_currency: currency,
        cart_amount: majorUnits({ minor, exponent: currencyExponent(currency) }),
        callback: text('callback'),
        return: text('return'),
        redirect_url: url,
        serviceId: 2,
        profileId: Number(PROFILE_ID),
        merchantId: 12345,
        trace: trace(),
      });
    });

    app.post('/payment/query', async (c) => {
      const body = await authorised(c);
      if (body instanceof Response) return body;
      const checkout = typeof body.tran_ref === 'string' ? state.checkouts.get(body.tran_ref) : undefined;
      if (!checkout) return paytabsError(c, 400, 2, 'Transaction reference is invalid');
      return c.json(transactionJson(checkout, checkout.status));
    });
  },

  webhook(checkout, options) {
    const amount = { minor: options.amountMinor ?? checkout.amountMinor, currency: options.currency ?? checkout.currency };
    const body = JSON.stringify(transactionJson(checkout, options.outcome, amount));
    const signature = sign(body, options.badSignature ? 'not-the-server-key' : SERVER_KEY);
    return { headers: { 'content-type': 'application/json', signature, 'client-key': CLIENT_KEY }, body };
  },

  returnTo(checkout, outcome) {
    const result = RESULTS[outcome];
    const fields: Record<string, string> = {
      acquirerMessage: outcome === 'paid' ? 'ACCEPT' : '',
      cartId: checkout.reference,
      respCode: result.response_code,
      respMessage: result.response_message,
      respStatus: result.response_status,
      tranRef: checkout.providerRef,
    };
    // As PayTabs signs its return: the non-empty fields sorted by name, form-encoded, HMAC-SHA256 with the server key.
    const signed = new URLSearchParams(Object.entries(fields).filter(([, v]) => v !== '').sort(([a], [b]) => a.localeCompare(b)));
    const url = new URL(checkout.returnUrl);
    for (const [key, value] of signed) url.searchParams.set(key, value);
    url.searchParams.set('signature', sign(signed.toString(), SERVER_KEY));
    return url.toString();
  },
};
