import { Link } from 'react-router';
import { cachePolicy } from '../../contract/cache-policy';
import { authMeta } from '../features/auth/auth-meta';
import { authHref, isolateLtr, readCarry } from '../features/auth/auth-params';
import { digitsOf, emailError } from '../features/auth/auth-forms';
import { resetAction } from '../features/auth/reset-actions';
import { AuthCard, authLink } from '../features/auth/ui/AuthCard';
import { CodeForm } from '../features/auth/ui/CodeForm';
import { EmailForm, PhoneForm } from '../features/auth/ui/ContactForms';
import { MethodTabs } from '../features/auth/ui/MethodTabs';
import { useTranslation } from '../lib/i18n/I18nProvider';
import { displayPhone } from '../features/auth/countries';
import type { Route } from './+types/reset-password';

export const headers: Route.HeadersFunction = () => ({ 'Cache-Control': cachePolicy.none });
export const meta: Route.MetaFunction = ({ matches }) => authMeta(matches, 'reset.title', 'reset.intro');

/**
 * /reset-password: by e-mail (default) or `?method=phone`; `&step=code` with `email`, or with
 * `verifyId` and `phone`, once a code is sent. The code opens a reset session → /update-password.
 */
export function loader({ request }: Route.LoaderArgs) {
  const params = new URL(request.url).searchParams;
  const method = params.get('method') === 'phone' ? ('phone' as const) : ('email' as const);
  const email = (params.get('email') ?? '').trim().toLowerCase();
  const phone = digitsOf(params.get('phone') ?? '');
  const verifyId = params.get('verifyId') ?? '';
  const ready = method === 'email' ? Boolean(email) && !emailError(email) : Boolean(verifyId) && /^\d{7,15}$/.test(phone);
  return { carry: readCarry(params), method, codeStep: params.get('step') === 'code' && ready, email, phone, verifyId };
}

export const action = (args: Route.ActionArgs) => resetAction(args);

export default function ResetPasswordPage({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { carry, method, codeStep, email, phone, verifyId } = loaderData;
  const hidden = { redirectTo: carry.redirectTo };
  const footer = (
    <Link to={authHref('/login', carry)} className={authLink}>
      {t('reset.backToLogin')}
    </Link>
  );

  if (codeStep) {
    const to = isolateLtr(method === 'email' ? email : displayPhone(phone));
    const flow = method === 'email' ? { email } : { verifyId, phone: `+${phone}` };
    return (
      <AuthCard title={t('reset.codeTitle')} intro={t('reset.codeSent', { to })} footer={footer}>
        <CodeForm intent={`${method}-code`} resendIntent={method} hidden={{ ...hidden, ...flow }} errors={actionData?.errors} />
      </AuthCard>
    );
  }
  return (
    <AuthCard title={t('reset.title')} intro={t('reset.intro')} footer={footer}>
      <MethodTabs
        label={t('reset.method')}
        options={[
          { href: authHref('/reset-password', carry), text: t('auth.byEmail'), current: method === 'email' },
          { href: authHref('/reset-password', carry, { method: 'phone' }), text: t('auth.byPhone'), current: method === 'phone' },
        ]}
      />
      {method === 'email' ? (
        <EmailForm intent="email" submit={t('auth.sendCode')} hidden={hidden} errors={actionData?.errors} values={actionData?.values} />
      ) : (
        <PhoneForm intent="phone" submit={t('auth.sendCode')} hidden={hidden} errors={actionData?.errors} values={actionData?.values} />
      )}
    </AuthCard>
  );
}
