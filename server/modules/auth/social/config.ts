import type { SocialProviderName } from '../../../../contract/social-auth';

/**
 * Social sign-in settings, read by server/config.ts from the environment. A provider is absent
 * (off) unless its client id and secret are set; issuer and endpoint addresses have the real
 * providers' defaults and can point at a local test provider.
 */
export type OidcProviderConfig = {
  clientId: string;
  clientSecret: string;
  /** OpenID Connect issuer; its `/.well-known/openid-configuration` is read on first use. */
  issuer: string;
};

export type FacebookConfig = {
  clientId: string;
  clientSecret: string;
  authorizationUrl: string;
  tokenUrl: string;
  /** Graph API `me` (asked for `id,name,first_name,last_name,email`). */
  userinfoUrl: string;
};

/**
 * Apple's client secret is a JWT signed with the operator's key (ES256, at most 6 months). Either
 * give one made elsewhere (`clientSecret`) or the key (`key`), and the server signs a fresh one.
 */
export type AppleConfig = {
  clientId: string;
  clientSecret?: string | undefined;
  key?: { teamId: string; keyId: string; privateKey: string } | undefined;
  issuer: string;
};

export type SocialConfig = {
  google?: OidcProviderConfig;
  facebook?: FacebookConfig;
  apple?: AppleConfig;
};

/** The configured providers, in the order the buttons show them. */
export function enabledProviders(config: SocialConfig): SocialProviderName[] {
  return (['google', 'facebook', 'apple'] as const).filter((name) => config[name] !== undefined);
}

/** Plain HTTP is only ever allowed for a provider on this machine (tests; config.ts refuses others). */
export { isLoopbackHttp } from '../../../lib/outbound-url';
