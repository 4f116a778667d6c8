import * as oidc from 'openid-client';
import { socialAuthMessages as m, socialProviders, type SocialAuthorization, type SocialCallbackBody, type SocialProviderName } from '../../../../contract/social-auth';
import type { Database } from '../../../db/client';
import { ApiError } from '../../../http/errors';
import { RATE_RULES, type RateLimiter } from '../rate-limit';
import { tooManyAttempts, type RequestContext, type SessionGrant } from '../service';
import { openSocialAccount } from './account';
import { checkRedirectUri } from './redirect-uri';
import { ProviderAnswerError, type SocialProviderClient } from './providers';
import { AUTH_REQUEST_LIFETIME_MS, createAuthRequest, deleteExpiredAuthRequests, redeemAuthRequest } from './requests';

export type SocialDeps = {
  db: Database;
  limiter: RateLimiter;
  clients: ReadonlyMap<SocialProviderName, SocialProviderClient>;
  /** `PUBLIC_URL`: the only origin redirect_uri may have when set. */
  publicUrl: string | undefined;
  now: () => Date;
};

/**
 * Social sign-in in two steps: `authorize` keeps state, nonce and PKCE verifier server-side and
 * answers the provider's URL; `callback` redeems the state once, exchanges the code, reads the
 * identity and opens a session like A1. Both count against the sign-in limit per IP.
 */
export function createSocialService(deps: SocialDeps) {
  const { db, clients, now } = deps;

  function client(provider: string): SocialProviderClient {
    const found = (socialProviders as readonly string[]).includes(provider) ? clients.get(provider as SocialProviderName) : undefined;
    if (!found) throw new ApiError(404, m.providerDisabled);
    return found;
  }

  async function limit(ctx: RequestContext) {
    const decision = await deps.limiter.hit(RATE_RULES.loginIp, ctx.ip);
    if (!decision.allowed) throw tooManyAttempts(decision.retryAfterMs, 'sign-in attempts');
  }

  return {
    providers: (): SocialProviderName[] => socialProviders.filter((p) => clients.has(p)),

    /** 404 unless `provider` is one of the configured ones. */
    assertEnabled(provider: string): void {
      client(provider);
    },

    async authorize(provider: string, redirectUri: string, requestOrigin: string, ctx: RequestContext): Promise<SocialAuthorization> {
      const c = client(provider);
      const uri = checkRedirectUri(redirectUri, { publicUrl: deps.publicUrl, requestOrigin });
      await limit(ctx);
      const t = now();
      await deleteExpiredAuthRequests(db, t);
      const request = await createAuthRequest(db, { provider: c.name, redirectUri: uri, now: t });
      let url: URL;
      try {
        url = await c.authorizationUrl(uri, request);
      } catch (err) {
        throw providerFailure(err, c.name, ctx);
      }
      return { authorization_url: url.toString(), state: request.state, expires_in: Math.round(AUTH_REQUEST_LIFETIME_MS / 1000) };
    },

    async callback(provider: string, body: SocialCallbackBody, ctx: RequestContext): Promise<SessionGrant> {
      const c = client(provider);
      await limit(ctx);
      const request = await redeemAuthRequest(db, c.name, body.state, now());
      if (!request) throw new ApiError(422, m.stateInvalid, { state: [m.stateInvalid] });
      let identity;
      try {
        identity = await c.identity(request.redirectUri, body.code, request);
      } catch (err) {
        throw providerFailure(err, c.name, ctx);
      }
      return openSocialAccount(db, identity, body, { now: now(), userAgent: ctx.userAgent });
    },
  };
}

export type SocialService = ReturnType<typeof createSocialService>;

/**
 * What went wrong with the provider, as an answer: a code it refused or a token that fails the
 * checks (issuer, audience, expiry, nonce, signature) is the client's problem (422: start again);
 * no answer, an error status or an unreadable body is the provider's (502).
 */
export function providerFailure(err: unknown, provider: SocialProviderName, ctx: RequestContext): ApiError {
  const refused = err instanceof oidc.ResponseBodyError && err.status < 500;
  const invalid =
    (err instanceof ProviderAnswerError && err.kind === 'invalid') ||
    (err instanceof oidc.ClientError && INVALID_TOKEN_CODES.has(err.code ?? ''));
  ctx.log.warn({ err, provider }, refused || invalid ? 'social sign-in refused' : 'social sign-in provider failed');
  if (refused) return new ApiError(422, m.providerRefused);
  if (invalid) return new ApiError(422, m.tokenInvalid);
  return new ApiError(502, m.providerUnavailable);
}

const INVALID_TOKEN_CODES = new Set([
  'OAUTH_JWT_CLAIM_COMPARISON_FAILED',
  'OAUTH_JWT_TIMESTAMP_CHECK_FAILED',
  'OAUTH_JSON_ATTRIBUTE_COMPARISON_FAILED',
  'OAUTH_KEY_SELECTION_FAILED',
  'OAUTH_INVALID_RESPONSE',
  'ERR_JWS_SIGNATURE_VERIFICATION_FAILED',
]);
