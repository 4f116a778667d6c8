import type { Context } from 'hono';
import { Hono } from 'hono';
import { socialAuthMessages as m, socialAuthorizeBody, socialCallbackBody } from '../../../../contract/social-auth';
import { ApiError } from '../../../http/errors';
import { ok } from '../../../http/respond';
import type { AppEnv } from '../../../http/types';
import { readBody, readInput } from '../input';
import { requestContext } from '../routes';
import type { SessionGrant } from '../service';
import type { SocialService } from './service';

/**
 * Social sign-in routes (public). A7 `auth/google|apple/callback` and A8 `auth/facebook/callback`
 * answer the session body of A1; `auth/providers` and `auth/{provider}/authorize` are Comanda
 * extensions. `session` is the auth routes' session answer (routes.ts), so every sign-in answers
 * alike.
 */
export function socialRoutes(deps: {
  social: SocialService;
  trustProxyHops: number;
  session: (c: Context<AppEnv>, grant: SessionGrant) => Promise<Response>;
}) {
  const { social } = deps;
  const ctx = (c: Context<AppEnv>) => requestContext(c, deps.trustProxyHops);

  return (
    new Hono<AppEnv>()
      // Which buttons to show; changes only with the server's configuration.
      .get('/auth/providers', (c) => ok(c, social.providers(), 'publicData'))
      .post('/auth/:provider/authorize', async (c) => {
        const provider = c.req.param('provider');
        const { redirect_uri } = await readInput(c, socialAuthorizeBody);
        return ok(c, await social.authorize(provider, redirect_uri, new URL(c.req.url).origin, ctx(c)));
      })
      .post('/auth/:provider/callback', async (c) => {
        const provider = c.req.param('provider');
        social.assertEnabled(provider);
        await rejectWithoutCode(c);
        const body = await readInput(c, socialCallbackBody);
        return deps.session(c, await social.callback(provider, body, ctx(c)));
      })
  );
}

/**
 * The Foodyman clients sign in with Firebase in the browser and post `{name, email, id}`: no
 * proof that the person owns that account, so accepting it would hand any e-mail's account to
 * anyone. Such a body gets a 422 that says what to send (as the firebase phone flows, decision 0006).
 */
async function rejectWithoutCode(c: Context<AppEnv>) {
  const body = await readBody(c);
  if (body.code === undefined && c.req.query('code') === undefined && (body.id !== undefined || body.email !== undefined)) {
    throw new ApiError(422, m.codeRequired, { code: ['Required'], state: ['Required'] });
  }
}
