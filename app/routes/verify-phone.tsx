import { Link, redirect } from 'react-router';
import { cachePolicy } from '../../contract/cache-policy';
import { authMeta } from '../features/auth/auth-meta';
import { authHref, isolateLtr, readCarry } from '../features/auth/auth-params';
import { digitsOf } from '../features/auth/auth-forms';
import { registerAction } from '../features/auth/register-actions';
import { AuthCard, authLink } from '../features/auth/ui/AuthCard';
import { CodeForm } from '../features/auth/ui/CodeForm';
import { useTranslation } from '../lib/i18n/I18nProvider';
import { displayPhone } from '../features/auth/countries';
import type { Route } from './+types/verify-phone';

export const headers: Route.HeadersFunction = () => ({ 'Cache-Control': cachePolicy.none });
export const meta: Route.MetaFunction = ({ matches }) => authMeta(matches, 'verify.title', 'verify.description');

/**
 * /verify-phone?verifyId=&phone=: the code of a phone sign-up (A6 opens the account, then
 * /welcome). Without a sign-up under way there is nothing to verify: back to /register.
 */
export function loader({ request }: Route.LoaderArgs) {
  const params = new URL(request.url).searchParams;
  const carry = readCarry(params);
  const verifyId = params.get('verifyId') ?? '';
  const phone = digitsOf(params.get('phone') ?? '');
  if (!verifyId || !/^\d{7,15}$/.test(phone)) throw redirect(authHref('/register', carry));
  return { carry, verifyId, phone };
}

export const action = (args: Route.ActionArgs) => registerAction(args);

export default function VerifyPhonePage({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { carry, verifyId, phone } = loaderData;
  const hidden = { redirectTo: carry.redirectTo, verifyId, phone: `+${phone}` };
  return (
    <AuthCard
      title={t('verify.title')}
      intro={t('code.sentTo', { to: isolateLtr(displayPhone(phone)) })}
      footer={
        <Link to={authHref('/register', carry)} className={authLink}>
          {t('verify.changePhone')}
        </Link>
      }
    >
      <CodeForm intent="verify-phone" resendIntent="resend-phone" hidden={hidden} errors={actionData?.errors} referral={actionData?.values.referral ?? carry.referral} />
    </AuthCard>
  );
}
