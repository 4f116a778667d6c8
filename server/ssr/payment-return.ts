import type { Context } from 'hono';

/**
 * Some providers (PayTabs) send the customer back to the result page with a form POST from their
 * own site. The storefront page is a GET, and a cross-site POST carries no session cookie
 * (SameSite=Lax) and would be refused as a foreign form by the page's action. So a POST to
 * `/payment/result` is answered with a 303 to the same page with the posted fields added to its
 * query (bounded): the browser follows with a same-site GET that has the session. The fields are
 * only ever passed on to the provider by the server's status call, never believed.
 */
export const PAYMENT_RETURN_PATH = '/payment/result';
const MAX_FIELDS = 20;
const MAX_VALUE = 512;

export async function paymentReturnRedirect(c: Context): Promise<Response> {
  const url = new URL(c.req.url);
  const target = new URLSearchParams(url.searchParams);
  const type = c.req.header('content-type') ?? '';
  if (type.startsWith('application/x-www-form-urlencoded') || type.startsWith('multipart/form-data')) {
    const form = await c.req.formData().catch(() => null);
    let count = 0;
    for (const [name, value] of form?.entries() ?? []) {
      if (typeof value !== 'string' || count >= MAX_FIELDS || name.length > 64 || value.length > MAX_VALUE) continue;
      if (!target.has(name)) target.set(name, value);
      count += 1;
    }
  }
  return c.redirect(`${PAYMENT_RETURN_PATH}?${target}`, 303);
}
