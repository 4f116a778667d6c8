import { Link } from 'react-router';
import { cachePolicy } from '../../contract/cache-policy';
import { authApi } from '../features/auth/auth-actions';
import { authMeta } from '../features/auth/auth-meta';
import { authHref, isolateLtr, readCarry } from '../features/auth/auth-params';
import { emailError } from '../features/auth/auth-forms';
import { registerAction } from '../features/auth/register-actions';
import { loadSocialProviders, SocialButtons } from '../features/auth/social/SocialButtons';
import { AuthCard, authLink } from '../features/auth/ui/AuthCard';
import { CodeForm } from '../features/auth/ui/CodeForm';
import { EmailForm, PhoneForm } from '../features/auth/ui/ContactForms';
import { DetailsForm } from '../features/auth/ui/DetailsForm';
import { MethodTabs } from '../features/auth/ui/MethodTabs';
import { useTranslation } from '../lib/i18n/I18nProvider';
import type { Route } from './+types/register';

export const headers: Route.HeadersFunction = () => ({ 'Cache-Control': cachePolicy.none });
export const meta: Route.MetaFunction = ({ matches }) => authMeta(matches, 'register.title', 'register.intro');

/**
 * /register (`?referral_code=` goes along to A5/A6 as `referral`). By phone: the number, then
 * /verify-phone. By e-mail (`?method=email`): the address, `&step=code`, then `&step=details`.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const params = new URL(request.url).searchParams;
  const { api } = authApi(request, context);
  const email = (params.get('email') ?? '').trim().toLowerCase();
  const method = params.get('method') === 'email' ? ('email' as const) : ('phone' as const);
  const step = method === 'email' && email && !emailError(email) ? params.get('step') : null;
  return {
    carry: readCarry(params),
    providers: await loadSocialProviders(api),
    method,
    step: step === 'code' || step === 'details' ? step : null,
    email,
  };
}

export const action = (args: Route.ActionArgs) => registerAction(args);

export default function RegisterPage({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { carry, providers, method, step, email } = loaderData;
  const hidden = { redirectTo: carry.redirectTo, referral: carry.referral };
  const footer = (
    <p className="text-ink-muted">
      {t('register.haveAccount')}{' '}
      <Link to={authHref('/login', carry)} className={authLink}>
        {t('register.login')}
      </Link>
    </p>
  );
  const changeEmail = (
    <Link to={authHref('/register', carry, { method: 'email' })} className={authLink}>
      {t('register.changeEmail')}
    </Link>
  );

  if (step === 'code') {
    return (
      <AuthCard title={t('register.emailCodeTitle')} intro={t('code.sentTo', { to: isolateLtr(email) })} footer={<>{changeEmail}{footer}</>}>
        <CodeForm intent="email-code" resendIntent="resend-email" hidden={{ ...hidden, email }} errors={actionData?.errors} />
      </AuthCard>
    );
  }
  if (step === 'details') {
    return (
      <AuthCard title={t('register.detailsTitle')} intro={t('register.detailsIntro', { email: isolateLtr(email) })} footer={footer}>
        <DetailsForm intent="details" submit={t('register.create')} hidden={{ redirectTo: carry.redirectTo, email }} errors={actionData?.errors} values={actionData?.values ?? {}} password="required" referral={actionData?.values.referral ?? carry.referral} />
      </AuthCard>
    );
  }

  const intro = (
    <>
      <p>{t('register.intro')}</p>
      {carry.referral && <p className="mt-2 text-sm font-medium text-ink">{t('register.referral', { code: carry.referral })}</p>}
    </>
  );
  return (
    <AuthCard title={t('register.title')} intro={intro} footer={footer}>
      <MethodTabs
        label={t('register.method')}
        options={[
          { href: authHref('/register', carry), text: t('auth.byPhone'), current: method === 'phone' },
          { href: authHref('/register', carry, { method: 'email' }), text: t('auth.byEmail'), current: method === 'email' },
        ]}
      />
      {method === 'phone' ? (
        <PhoneForm intent="phone" submit={t('register.submit')} hidden={hidden} errors={actionData?.errors} values={actionData?.values} />
      ) : (
        <EmailForm intent="email" submit={t('register.submit')} hidden={hidden} errors={actionData?.errors} values={actionData?.values} />
      )}
      {providers.length > 0 && (
        <div className="mt-5">
          <SocialButtons providers={providers} redirectTo={carry.redirectTo} referral={carry.referral} />
        </div>
      )}
    </AuthCard>
  );
}
