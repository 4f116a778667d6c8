import { Link, redirect } from 'react-router';
import { cachePolicy } from '../../contract/cache-policy';
import { authApi } from '../features/auth/auth-actions';
import { authMeta } from '../features/auth/auth-meta';
import { authHref, isolateLtr, readCarry, refererReturnPath } from '../features/auth/auth-params';
import { digitsOf } from '../features/auth/auth-forms';
import { loginAction } from '../features/auth/login-actions';
import { loadSocialProviders, SocialButtons } from '../features/auth/social/SocialButtons';
import { SocialSignInError } from '../features/auth/social/SocialSignInError';
import { AuthCard, authLink } from '../features/auth/ui/AuthCard';
import { CodeForm } from '../features/auth/ui/CodeForm';
import { PhoneForm } from '../features/auth/ui/ContactForms';
import { OrDivider, secondaryButton } from '../features/auth/ui/form-parts';
import { PasswordLoginForm } from '../features/auth/ui/PasswordLoginForm';
import { useTranslation } from '../lib/i18n/I18nProvider';
import { displayPhone } from '../features/auth/countries';
import type { Route } from './+types/login';

export const headers: Route.HeadersFunction = () => ({ 'Cache-Control': cachePolicy.none });
export const meta: Route.MetaFunction = ({ matches }) => authMeta(matches, 'login.title', 'login.intro');

/**
 * /login: e-mail or phone and password (A1), or `?method=code`: a code by SMS (`verifyId` and
 * `phone` in the address once sent). `redirectTo` and `reason` stay in the address untouched.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const params = new URL(request.url).searchParams;
  // The header's plain /login link: come back to the page it was followed from.
  const back = params.has('redirectTo') ? null : refererReturnPath(request);
  if (back) {
    params.set('redirectTo', back);
    throw redirect(`/login?${params}`);
  }
  const { api } = authApi(request, context);
  const verifyId = params.get('verifyId') ?? '';
  const phone = digitsOf(params.get('phone') ?? '');
  return {
    carry: readCarry(params),
    providers: await loadSocialProviders(api),
    method: params.get('method') === 'code' ? ('code' as const) : ('password' as const),
    sent: verifyId && phone ? { verifyId, phone } : null,
  };
}

export const action = (args: Route.ActionArgs) => loginAction(args);

export default function LoginPage({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { carry, providers, method, sent } = loaderData;
  const hidden = { redirectTo: carry.redirectTo };
  const footer = (
    <p className="text-ink-muted">
      {t('login.noAccount')}{' '}
      <Link to={authHref('/register', carry)} className={authLink}>
        {t('login.register')}
      </Link>
    </p>
  );

  if (method === 'code') {
    const other = (
      <Link to={authHref('/login', carry)} className={authLink}>
        {t('login.withPassword')}
      </Link>
    );
    return (
      <AuthCard
        title={t('login.codeTitle')}
        intro={sent ? t('code.sentTo', { to: isolateLtr(displayPhone(sent.phone)) }) : t('login.codeIntro')}
        footer={<>{other}{footer}</>}
      >
        {sent ? (
          <CodeForm intent="code" resendIntent="send-code" hidden={{ ...hidden, verifyId: sent.verifyId, phone: `+${sent.phone}` }} errors={actionData?.errors} />
        ) : (
          <PhoneForm intent="send-code" submit={t('auth.sendCode')} hidden={hidden} errors={actionData?.errors} values={actionData?.values} />
        )}
      </AuthCard>
    );
  }

  return (
    <AuthCard title={t('login.title')} intro={t('login.intro')} footer={footer}>
      <SocialSignInError />
      <PasswordLoginForm hidden={hidden} errors={actionData?.errors} values={actionData?.values} resetHref={authHref('/reset-password', carry)} />
      <OrDivider />
      <div className="grid gap-3">
        <SocialButtons providers={providers} redirectTo={carry.redirectTo} />
        <Link to={authHref('/login', carry, { method: 'code' })} className={secondaryButton}>
          {t('login.withCode')}
        </Link>
      </div>
    </AuthCard>
  );
}
