import type { Envelope } from '../../../../contract/http';
import { socialProviderList, type SocialProviderName } from '../../../../contract/social-auth';
import type { ApiClient } from '../../../lib/api/client';
import { useTranslation } from '../../../lib/i18n/I18nProvider';
import type { TranslationKey } from '../../../lib/i18n/en';
import { focusRing } from '../../../ui/styles';
import { ProviderMark } from './ProviderMark';

/** Sign-in providers a marketplace can turn on (spec §1); each only when configured. */
export type SocialProvider = SocialProviderName;

/**
 * The configured providers (`GET auth/providers`), for the /login and /register loaders. Any
 * failure — an older server without the endpoint, a timeout — is "none": the page still works
 * with e-mail and phone.
 */
export async function loadSocialProviders(api: ApiClient): Promise<SocialProvider[]> {
  try {
    const parsed = socialProviderList.safeParse((await api.get<Envelope<unknown>>('auth/providers')).data);
    return parsed.success ? parsed.data : [];
  } catch {
    return [];
  }
}

const label: Record<SocialProvider, TranslationKey> = {
  google: 'social.continueWithGoogle',
  facebook: 'social.continueWithFacebook',
  apple: 'social.continueWithApple',
};

/** The start route of one provider's sign-in (routes/auth.$provider.ts). */
export function socialSignInHref(provider: SocialProvider, redirectTo: string, referral?: string): string {
  const params = new URLSearchParams();
  if (redirectTo && redirectTo !== '/') params.set('redirectTo', redirectTo);
  if (referral) params.set('referral', referral);
  const query = params.toString();
  return `/auth/${provider}${query ? `?${query}` : ''}`;
}

/**
 * "Continue with …" for the configured providers; nothing when none is. Plain links (they work
 * before JavaScript loads; the start route is a document request that leaves the site).
 * `redirectTo`: the same-site path to land on after signing in; `referral`: a referral code for
 * a new account (/register?referral_code=).
 */
export function SocialButtons({ providers, redirectTo, referral }: { providers: readonly SocialProvider[]; redirectTo: string; referral?: string }) {
  const { t } = useTranslation();
  if (providers.length === 0) return null;
  return (
    <ul aria-label={t('social.otherWays')} className="grid gap-3">
      {providers.map((provider) => (
        <li key={provider}>
          <a
            href={socialSignInHref(provider, redirectTo, referral)}
            className={`flex min-h-11 w-full items-center justify-center gap-3 rounded-full border border-line bg-surface px-4 py-2 text-center font-semibold text-ink hover:bg-surface-raised ${focusRing}`}
          >
            <ProviderMark provider={provider} />
            <span>{t(label[provider])}</span>
          </a>
        </li>
      ))}
    </ul>
  );
}
