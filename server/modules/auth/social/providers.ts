import { createHmac } from 'node:crypto';
import * as oidc from 'openid-client';
import type { SocialProviderName } from '../../../../contract/social-auth';
import { appleClientSecret } from './apple-secret';
import { isLoopbackHttp, type FacebookConfig, type OidcProviderConfig, type SocialConfig } from './config';

/**
 * The three providers behind one interface, on openid-client: Google and Apple are OpenID Connect
 * (discovery, ID token checked for signature, iss, aud, exp and nonce); Facebook is plain OAuth
 * 2.0 (code + PKCE, then the Graph API's `me`). Network and protocol failures surface as the
 * library's errors; callback.ts turns them into answers.
 */

/** A person as the provider vouches for them. */
export type ProviderIdentity = {
  provider: SocialProviderName;
  /** Stable id at the provider (`sub`, Facebook's app-scoped id). */
  subject: string;
  /** Lower-cased. */
  email: string | undefined;
  /** The provider says it confirmed the address (`email_verified`); never true for Facebook. */
  emailVerified: boolean;
  firstname: string | undefined;
  lastname: string | undefined;
};

export type AuthorizationChecks = { state: string; nonce: string; codeVerifier: string };

export interface SocialProviderClient {
  readonly name: SocialProviderName;
  authorizationUrl(redirectUri: string, checks: AuthorizationChecks): Promise<URL>;
  /** Redeems `code` (sent back to `redirectUri`) and reads who signed in. */
  identity(redirectUri: string, code: string, checks: AuthorizationChecks): Promise<ProviderIdentity>;
}

/** An answer of the provider this code itself rejects: `invalid` (cannot be trusted) or `unavailable`. */
export class ProviderAnswerError extends Error {
  constructor(
    readonly kind: 'invalid' | 'unavailable',
    message: string,
  ) {
    super(message);
    this.name = 'ProviderAnswerError';
  }
}

const TIMEOUT_S = 10;

/** The clients of the configured providers; discovery happens on first use (and again after a failure). */
export function createProviderClients(config: SocialConfig): Map<SocialProviderName, SocialProviderClient> {
  const clients = new Map<SocialProviderName, SocialProviderClient>();
  if (config.google) clients.set('google', oidcClient('google', config.google, { scope: 'openid email profile' }));
  if (config.apple) {
    const secret = appleClientSecret(config.apple);
    // Apple sends name and e-mail scopes' answer only by form POST (the storefront's callback takes it).
    clients.set('apple', oidcClient('apple', { ...config.apple, clientSecret: secret }, { scope: 'openid email name', response_mode: 'form_post' }));
  }
  if (config.facebook) clients.set('facebook', facebookClient(config.facebook));
  return clients;
}

type OidcSettings = Omit<OidcProviderConfig, 'clientSecret'> & { clientSecret: string | (() => Promise<string>) };

function oidcClient(name: 'google' | 'apple', settings: OidcSettings, extra: Record<string, string>): SocialProviderClient {
  const insecure = isLoopbackHttp(settings.issuer);
  let metadata: Promise<oidc.ServerMetadata> | undefined;
  let current: { secret: string; config: oidc.Configuration } | undefined;

  const serverMetadata = () => {
    metadata ??= oidc
      .discovery(new URL(settings.issuer), settings.clientId, undefined, undefined, {
        execute: insecure ? [oidc.allowInsecureRequests] : [],
        timeout: TIMEOUT_S,
      })
      .then((c) => c.serverMetadata())
      .catch((err: unknown) => {
        metadata = undefined;
        throw err;
      });
    return metadata;
  };

  /** One Configuration per client secret (Apple's signed secret changes hourly); keeps its JWKS cache. */
  const configuration = async () => {
    const secret = typeof settings.clientSecret === 'string' ? settings.clientSecret : await settings.clientSecret();
    if (current?.secret === secret) return current.config;
    const config = new oidc.Configuration(await serverMetadata(), settings.clientId, secret);
    config.timeout = TIMEOUT_S;
    if (insecure) oidc.allowInsecureRequests(config);
    // Check the ID token's signature against the provider's keys, not only its claims.
    oidc.enableNonRepudiationChecks(config);
    current = { secret, config };
    return config;
  };

  return {
    name,
    async authorizationUrl(redirectUri, checks) {
      return oidc.buildAuthorizationUrl(await configuration(), {
        redirect_uri: redirectUri,
        response_type: 'code',
        state: checks.state,
        nonce: checks.nonce,
        code_challenge: await oidc.calculatePKCECodeChallenge(checks.codeVerifier),
        code_challenge_method: 'S256',
        ...extra,
      });
    },
    async identity(redirectUri, code, checks) {
      const callbackUrl = withParams(redirectUri, { code, state: checks.state });
      const tokens = await oidc.authorizationCodeGrant(await configuration(), callbackUrl, {
        expectedState: checks.state,
        expectedNonce: checks.nonce,
        pkceCodeVerifier: checks.codeVerifier,
        idTokenExpected: true,
      });
      const claims = tokens.claims();
      if (!claims) throw new ProviderAnswerError('invalid', 'no ID token');
      return {
        provider: name,
        subject: claims.sub,
        email: text(claims.email)?.toLowerCase(),
        // Apple sends "true"/"false" as strings.
        emailVerified: claims.email_verified === true || claims.email_verified === 'true',
        firstname: text(claims.given_name) ?? (claims.family_name ? undefined : text(claims.name)),
        lastname: text(claims.family_name),
      };
    },
  };
}

function facebookClient(settings: FacebookConfig): SocialProviderClient {
  const config = new oidc.Configuration(
    {
      issuer: new URL(settings.authorizationUrl).origin,
      authorization_endpoint: settings.authorizationUrl,
      token_endpoint: settings.tokenUrl,
    },
    settings.clientId,
    settings.clientSecret,
  );
  config.timeout = TIMEOUT_S;
  if (isLoopbackHttp(settings.tokenUrl) || isLoopbackHttp(settings.authorizationUrl)) oidc.allowInsecureRequests(config);

  return {
    name: 'facebook',
    async authorizationUrl(redirectUri, checks) {
      return oidc.buildAuthorizationUrl(config, {
        redirect_uri: redirectUri,
        response_type: 'code',
        scope: 'email public_profile',
        state: checks.state,
        code_challenge: await oidc.calculatePKCECodeChallenge(checks.codeVerifier),
        code_challenge_method: 'S256',
      });
    },
    async identity(redirectUri, code, checks) {
      const tokens = await oidc.authorizationCodeGrant(config, withParams(redirectUri, { code, state: checks.state }), {
        expectedState: checks.state,
        pkceCodeVerifier: checks.codeVerifier,
      });
      const me = new URL(settings.userinfoUrl);
      me.searchParams.set('fields', 'id,name,first_name,last_name,email');
      // Graph API calls may be required to prove the app secret (an HMAC of the token).
      me.searchParams.set('appsecret_proof', createHmac('sha256', settings.clientSecret).update(tokens.access_token).digest('hex'));
      const res = await oidc.fetchProtectedResource(config, tokens.access_token, me, 'GET');
      if (!res.ok) throw new ProviderAnswerError('unavailable', `Graph API answered ${res.status}`);
      const profile = (await res.json()) as Record<string, unknown>;
      const id = text(profile.id);
      if (!id) throw new ProviderAnswerError('invalid', 'Graph API gave no id');
      return {
        provider: 'facebook',
        subject: id,
        email: text(profile.email)?.toLowerCase(),
        // Facebook does not say whether it confirmed the address (see linking.ts).
        emailVerified: false,
        firstname: text(profile.first_name) ?? text(profile.name),
        lastname: text(profile.last_name),
      };
    },
  };
}

function withParams(url: string, params: Record<string, string>): URL {
  const out = new URL(url);
  for (const [k, v] of Object.entries(params)) out.searchParams.set(k, v);
  return out;
}

const text = (v: unknown): string | undefined => (typeof v === 'string' && v.trim() ? v.trim() : undefined);
