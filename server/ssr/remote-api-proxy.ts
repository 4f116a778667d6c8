import type { Context } from 'hono';
import { proxy } from 'hono/proxy';
import { CLEAR_SESSION_COOKIE, requestCredential } from '../modules/auth/session-cookie';

/**
 * With `API_URL` set, the browser still calls this site's `/api/v1`, and this passes the calls on
 * to the remote API: the session token lives in an HttpOnly cookie of this site, which only this
 * server can turn into the `Authorization` header the remote API expects (and no CORS setup is
 * needed there). The cookie is honoured under the same same-site rules as the local API's.
 */
export function remoteApiProxy(remoteOrigin: string, publicUrl: string | undefined) {
  const base = remoteOrigin.replace(/\/+$/, '');
  return async (c: Context) => {
    const url = new URL(c.req.url);
    const credential = requestCredential(c, publicUrl);
    const fromCookie = Boolean(credential) && !c.req.header('authorization');
    const res = await proxy(`${base}${url.pathname}${url.search}`, {
      ...c.req,
      headers: {
        ...c.req.header(),
        cookie: undefined,
        host: undefined,
        // This site's CORS rules answer the browser (server/http/cors.ts), not the remote's.
        origin: undefined,
        authorization: credential,
        'x-forwarded-for': c.req.header('x-forwarded-for') ?? undefined,
      },
    });
    if (res.status === 401 && fromCookie) res.headers.append('Set-Cookie', CLEAR_SESSION_COOKIE);
    return res;
  };
}
