import type { ApiClient } from '../../lib/api/client';
import { loadSocialProviders, type SocialProvider } from './social/SocialButtons';

/** The configured sign-in providers; a failure to ask only hides the buttons (the forms still work). */
export async function socialProviders(api: ApiClient): Promise<SocialProvider[]> {
  try {
    return await loadSocialProviders(api);
  } catch (error) {
    console.error('social providers not loaded', error);
    return [];
  }
}
