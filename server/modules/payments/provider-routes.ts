import type { Context } from 'hono';
import { Hono } from 'hono';
import { isProviderTag, paymentMessages as m, processQuery, transactionIdParams } from '../../../contract/payments';
import { ApiError } from '../../http/errors';
import { readParams, readQuery } from '../../http/input';
import { ok } from '../../http/respond';
import type { AppEnv } from '../../http/types';
import type { AuthedEnv } from '../auth/require-user';
import { startProviderCheckout, type PaymentsDeps } from './checkout';
import { WebhookRejected } from './providers/types';
import { AmountMismatch, applyOutcome } from './settle';
import { paymentView } from './status';

/**
 * The external providers' HTTP edge (issue #20):
 * - PAY3 `GET dashboard/user/order-{tag}-process` (signed in): the hosted checkout's URL;
 * - `GET dashboard/user/payments/transactions/{id}` (signed in, own payments only): the result
 *   page's view, checked with the provider while unpaid;
 * - `POST webhook/{tag}/payment` (public, the provider's): verified by the adapter, applied once
 *   by settle.ts; 400 when it does not verify or the amount is not ours, 200 otherwise (also for
 *   events about payments we do not know, so the provider stops resending them).
 * `publicUrl` (PUBLIC_URL) names the site to providers; without it, the request's own origin.
 */
export function providerPaymentRoutes(deps: PaymentsDeps & { publicUrl?: string | undefined }) {
  const origin = (c: Context) => deps.publicUrl ?? new URL(c.req.url).origin;
  const tagOf = (raw: string | undefined) => {
    if (!raw || !isProviderTag(raw) || !deps.providers.has(raw)) throw new ApiError(404, m.notAvailable);
    return raw;
  };

  const customer = new Hono<AuthedEnv>()
    .get('/dashboard/user/payments/transactions/:id', async (c) => {
      const { id } = readParams(c, transactionIdParams);
      const query = new URL(c.req.url).searchParams;
      query.delete('lang');
      return ok(c, await paymentView(deps, c.var.session.userId, id, query));
    })
    .get('/dashboard/user/:process{order-[A-Za-z-]{2,40}-process}', async (c) => {
      const tag = tagOf(/^order-(.+)-process$/.exec(c.req.param('process'))?.[1]);
      const query = readQuery(c, processQuery);
      const checkout = await startProviderCheckout(deps, tag, query, { userId: c.var.session.userId, origin: origin(c), lang: c.var.lang });
      return ok(c, { data: checkout });
    });

  const webhooks = new Hono<AppEnv>().post('/webhook/:tag/payment', async (c) => {
    const tag = tagOf(c.req.param('tag'));
    const provider = deps.providers.get(tag)!;
    const headers: Record<string, string> = {};
    c.req.raw.headers.forEach((value, name) => {
      headers[name.toLowerCase()] = value;
    });
    try {
      const outcome = await provider.parseWebhook({ headers, rawBody: await c.req.text(), url: c.req.url });
      const result = outcome ? await applyOutcome(deps, tag, outcome) : 'ignored';
      return ok(c, { result });
    } catch (err) {
      if (err instanceof WebhookRejected) {
        deps.log.warn({ tag, reason: err.message }, 'payment webhook refused: it does not verify');
        throw new ApiError(400, m.webhookRejected);
      }
      if (err instanceof AmountMismatch) throw new ApiError(400, m.amountMismatch);
      throw err;
    }
  });
  return { customer, webhooks };
}
