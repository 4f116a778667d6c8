import { serve, type ServerType } from '@hono/node-server';
import { Hono } from 'hono';
import type { AddressInfo } from 'node:net';
import type { ProviderTag } from '../../../contract/payments';

/**
 * The frame every fake payment provider shares (one file per provider beside this one): an HTTP
 * server on 127.0.0.1 and a free port, the checkouts it was asked for, a hosted checkout page
 * with Pay and Decline buttons for browser tests, and the sending of signed webhooks. A fake adds
 * the provider's own API routes (what its adapter calls) and says how its webhooks look and are
 * signed; it never reaches the internet.
 */

export type FakeCheckout = {
  /** The provider's id of the checkout (what the adapter got back as `providerRef`). */
  providerRef: string;
  /** Our reference the adapter sent (`CheckoutRequest.reference`). */
  reference: string;
  amountMinor: bigint;
  /** ISO code, upper case. */
  currency: string;
  returnUrl: string;
  cancelUrl: string;
  status: 'open' | 'paid' | 'failed';
  /** Provider-specific state (payment ids, approval, captures…). */
  data: Record<string, unknown>;
};

export type WebhookOptions = {
  /** Default: the checkout's status if settled, else 'paid'. */
  outcome?: 'paid' | 'failed';
  /** Claimed amount, default the checkout's (a wrong one must be refused by the server). */
  amountMinor?: bigint;
  currency?: string;
  /** Sign with a wrong secret (must be refused). */
  badSignature?: boolean;
  /** Event id; default a fresh one per call. Reuse one to resend the same event. */
  eventId?: string;
};

export type WebhookCall = { headers: Record<string, string>; body: string };

export interface ProviderFake {
  readonly tag: ProviderTag;
  /** Root of the fake's API (the adapter's `*_API_BASE`). */
  readonly baseUrl: string;
  /** Environment variables that configure the server's adapter against this fake. */
  readonly env: Record<string, string>;
  readonly checkouts: Map<string, FakeCheckout>;
  /** The most recent checkout; throws when there is none. */
  lastCheckout(): FakeCheckout;
  /** Marks a checkout paid or failed at the provider (what status calls then report). */
  settle(providerRef: string, outcome: 'paid' | 'failed'): void;
  /** The webhook the real provider would send about `providerRef`, signed as it signs them. */
  webhook(providerRef: string, options?: WebhookOptions): Promise<WebhookCall>;
  /** Posts `webhook(...)` to the server's webhook URL; answers the server's response. */
  sendWebhook(providerRef: string, options?: WebhookOptions): Promise<Response>;
  /** A webhook about a checkout the server never made (must be acknowledged and ignored). */
  unknownWebhook(): Promise<WebhookCall>;
  setWebhookUrl(url: string): void;
  close(): Promise<void>;
}

export type FakeOptions = {
  /**
   * The server's webhook URL for this provider: `{origin}/api/v1/webhook/{tag}/payment` (may be
   * set later with `setWebhookUrl`, once the server's port is known).
   */
  webhookUrl?: string;
  /** How webhooks reach the server; default `fetch`. API tests pass the in-process `app.request`. */
  deliver?: (url: string, init: RequestInit) => Response | Promise<Response>;
};

/** What a provider's fake supplies to the harness. */
export type FakeDefinition = {
  tag: ProviderTag;
  /** Environment for the adapter, given the fake's base URL. */
  env(baseUrl: string): Record<string, string>;
  /** Adds the provider API routes the adapter calls. `state.baseUrl` is known once listening. */
  routes(app: Hono, state: FakeState): void;
  /** Builds the signed webhook for a checkout (or for an unknown one when `checkout` is a made-up one). */
  webhook(checkout: FakeCheckout, options: WebhookOptions & { outcome: 'paid' | 'failed'; eventId: string }, state: FakeState): Promise<WebhookCall> | WebhookCall;
  /**
   * Where the hosted page sends the browser after Pay/Decline (default: `returnUrl`, or
   * `cancelUrl` on decline), with the provider's return query.
   */
  returnTo?(checkout: FakeCheckout, outcome: 'paid' | 'failed'): string;
  /**
   * Whether Pay on the hosted page sends the webhook at once (default true). PayPal's is sent
   * when the server captures the approved order.
   */
  webhookOnPay?: boolean;
};

export type FakeState = {
  baseUrl: string;
  webhookUrl: string;
  checkouts: Map<string, FakeCheckout>;
  /** Registers a checkout and answers its hosted page URL (`{baseUrl}/hosted/{providerRef}`). */
  addCheckout(checkout: Omit<FakeCheckout, 'status' | 'data'> & { data?: Record<string, unknown> }): string;
  /** Sends the webhook for a checkout now (used by fakes that send it on capture). */
  send(providerRef: string, options?: WebhookOptions): Promise<Response>;
};

let nextEvent = 1;
export const freshEventId = (prefix: string) => `${prefix}_${Date.now().toString(36)}_${nextEvent++}`;

export async function startFake(definition: FakeDefinition, options: FakeOptions): Promise<ProviderFake> {
  const checkouts = new Map<string, FakeCheckout>();
  const app = new Hono();
  const state: FakeState = {
    baseUrl: '',
    webhookUrl: options.webhookUrl ?? '',
    checkouts,
    addCheckout(checkout) {
      checkouts.set(checkout.providerRef, { ...checkout, status: 'open', data: checkout.data ?? {} });
      return `${state.baseUrl}/hosted/${encodeURIComponent(checkout.providerRef)}`;
    },
    send: (providerRef, opts) => fake.sendWebhook(providerRef, opts),
  };
  const find = (providerRef: string) => {
    const checkout = checkouts.get(providerRef);
    if (!checkout) throw new Error(`${definition.tag} fake: no checkout ${providerRef}`);
    return checkout;
  };

  // The hosted checkout page a browser test clicks through.
  app.get('/hosted/:ref', (c) => {
    const checkout = checkouts.get(c.req.param('ref'));
    if (!checkout) return c.text('Unknown checkout', 404);
    const amount = `${checkout.amountMinor} ${checkout.currency} (minor units)`;
    return c.html(`<!doctype html><html lang="en"><head><title>Fake ${definition.tag} checkout</title></head><body>
<main><h1>Fake ${definition.tag} checkout</h1><p data-testid="fake-amount">${amount}</p>
<form method="post" action="/hosted/${encodeURIComponent(checkout.providerRef)}/pay"><button>Pay</button></form>
<form method="post" action="/hosted/${encodeURIComponent(checkout.providerRef)}/decline"><button>Decline</button></form></main></body></html>`);
  });
  const finish = (outcome: 'paid' | 'failed') => async (c: { req: { param(name: string): string }; redirect(url: string, status: 303): Response }) => {
    const checkout = find(c.req.param('ref'));
    checkout.status = outcome;
    if (definition.webhookOnPay !== false || outcome === 'failed') {
      // Like a real provider, the webhook goes out whether or not the browser comes back.
      await fake.sendWebhook(checkout.providerRef, { outcome }).catch(() => undefined);
    }
    const to = definition.returnTo?.(checkout, outcome) ?? (outcome === 'paid' ? checkout.returnUrl : checkout.cancelUrl);
    return c.redirect(to, 303);
  };
  app.post('/hosted/:ref/pay', finish('paid'));
  app.post('/hosted/:ref/decline', finish('failed'));
  definition.routes(app, state);

  const server: ServerType = await new Promise((resolve) => {
    const s = serve({ fetch: app.fetch, hostname: '127.0.0.1', port: 0 }, () => resolve(s));
  });
  state.baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  const webhook = async (providerRef: string, opts: WebhookOptions = {}) => {
    const checkout = find(providerRef);
    const outcome = opts.outcome ?? (checkout.status === 'failed' ? 'failed' : 'paid');
    return definition.webhook(checkout, { ...opts, outcome, eventId: opts.eventId ?? freshEventId('evt') }, state);
  };
  const fake: ProviderFake = {
    tag: definition.tag,
    baseUrl: state.baseUrl,
    env: definition.env(state.baseUrl),
    checkouts,
    lastCheckout() {
      const all = [...checkouts.values()];
      if (!all.length) throw new Error(`${definition.tag} fake: no checkout yet`);
      return all[all.length - 1]!;
    },
    settle(providerRef, outcome) {
      find(providerRef).status = outcome;
    },
    webhook,
    async sendWebhook(providerRef, opts) {
      const call = await webhook(providerRef, opts);
      if (!state.webhookUrl) throw new Error(`${definition.tag} fake: no webhook URL set`);
      return await (options.deliver ?? fetch)(state.webhookUrl, { method: 'POST', headers: call.headers, body: call.body });
    },
    async unknownWebhook() {
      const ghost: FakeCheckout = {
        providerRef: `ghost_${nextEvent++}`,
        reference: `cmd_999999_${nextEvent++}`,
        amountMinor: 1000n,
        currency: 'USD',
        returnUrl: 'http://127.0.0.1/',
        cancelUrl: 'http://127.0.0.1/',
        status: 'paid',
        data: {},
      };
      return definition.webhook(ghost, { outcome: 'paid', eventId: freshEventId('evt') }, state);
    },
    setWebhookUrl(url) {
      state.webhookUrl = url;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
  return fake;
}
