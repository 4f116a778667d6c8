import type { ApiClient } from '../../../lib/api/client';

/** Sign-in providers a marketplace can turn on (spec §1); each only when configured. */
export type SocialProvider = 'google' | 'facebook' | 'apple';

/**
 * The configured providers, for the /login and /register loaders. Placeholder until social
 * sign-in lands: no provider is configured yet.
 */
export async function loadSocialProviders(_api: ApiClient): Promise<SocialProvider[]> {
  return [];
}

/**
 * "Continue with …" buttons for the configured providers; nothing when none is. `redirectTo`: the
 * same-site path to land on after signing in. Placeholder until social sign-in lands.
 */
export function SocialButtons({ providers }: { providers: readonly SocialProvider[]; redirectTo: string }) {
  if (providers.length === 0) return null;
  return null;
}
