import { z } from 'zod';

/**
 * Social sign-in (contract A7/A8 and Comanda extensions): Google and Apple through OpenID Connect,
 * Facebook through OAuth 2.0. The server runs the whole exchange (state, nonce, PKCE, code → token
 * → identity); clients only send the browser to the provider and hand back what it returned.
 */

export const socialProviders = ['google', 'facebook', 'apple'] as const;
export const socialProvider = z.enum(socialProviders);
export type SocialProviderName = z.infer<typeof socialProvider>;

/** `GET auth/providers` (Comanda extension): the providers this server has credentials for. */
export const socialProviderList = z.array(socialProvider);

/**
 * `POST auth/{provider}/authorize` (Comanda extension). `redirect_uri` is where the provider sends
 * the browser back: it must be on the API's public origin (`PUBLIC_URL`, else the request's).
 */
export const socialAuthorizeBody = z.object({
  redirect_uri: z.string({ error: 'Required' }).trim().min(1, 'Required').max(2000).pipe(z.url({ error: 'redirect_uri must be an absolute URL' })),
});
export type SocialAuthorizeBody = z.input<typeof socialAuthorizeBody>;

export const socialAuthorization = z.object({
  /** Send the browser here. */
  authorization_url: z.string(),
  /** Also inside `authorization_url`; the client binds it to the browser (e.g. an HttpOnly cookie). */
  state: z.string(),
  /** Seconds the state can be redeemed. */
  expires_in: z.number().int(),
});
export type SocialAuthorization = z.infer<typeof socialAuthorization>;

/**
 * A7 `POST auth/google/callback` / `POST auth/apple/callback`, A8 `POST auth/facebook/callback`:
 * the `code` and `state` the provider returned. Answers the same session body as A1.
 * `firstname`/`lastname`: Apple sends the person's name once, outside its ID token (form field
 * `user`); used only when a new account is made and the provider itself gave no name.
 */
export const socialCallbackBody = z.object({
  code: z.string({ error: 'Required' }).trim().min(1, 'Required').max(2048),
  state: z.string({ error: 'Required' }).trim().min(1, 'Required').max(256),
  referral: z.string().trim().max(32).optional(),
  firstname: z.string().trim().max(100).optional(),
  lastname: z.string().trim().max(100).optional(),
});
export type SocialCallbackBody = z.input<typeof socialCallbackBody>;

/** The API's messages for social sign-in, so the storefront can tell them apart and translate them. */
export const socialAuthMessages = {
  providerDisabled: 'This sign-in provider is not available',
  redirectUriNotAllowed: 'redirect_uri must be on this site',
  codeRequired:
    'This server signs in with the provider itself: start with POST auth/{provider}/authorize and send the code and state the provider returns',
  stateInvalid: 'This sign-in link has expired or was already used. Start again.',
  tokenInvalid: 'The answer of the sign-in provider could not be verified. Start again.',
  providerRefused: 'The sign-in provider did not accept the sign-in. Start again.',
  providerUnavailable: 'The sign-in provider is not answering. Try again later.',
  emailUnverified: 'The e-mail of this account is not confirmed by the provider. Confirm it there, or sign up with e-mail.',
  emailInUse: 'An account already uses this e-mail. Sign in to it with its password or another provider.',
} as const;
