import { Link } from 'react-router';
import { cachePolicy } from '../../contract/cache-policy';
import { newPasswordAction } from '../features/auth/account-actions';
import { requireProfile } from '../features/auth/auth-actions';
import { authMeta } from '../features/auth/auth-meta';
import { authHref, isolateLtr, readCarry } from '../features/auth/auth-params';
import { AuthCard, authLink } from '../features/auth/ui/AuthCard';
import { NewPasswordForm } from '../features/auth/ui/NewPasswordForm';
import { useTranslation } from '../lib/i18n/I18nProvider';
import { displayPhone } from '../features/auth/countries';
import type { Route } from './+types/update-password';

export const headers: Route.HeadersFunction = () => ({ 'Cache-Control': cachePolicy.none });
export const meta: Route.MetaFunction = ({ matches }) => authMeta(matches, 'updatePassword.title', 'updatePassword.intro');

/** /update-password: the new password after a reset (the reset's session is signed in). */
export async function loader({ request, context }: Route.LoaderArgs) {
  const { user } = await requireProfile(request, context);
  return { carry: readCarry(new URL(request.url).searchParams), account: user.email ?? (user.phone ? displayPhone(user.phone) : '') };
}

export const action = (args: Route.ActionArgs) => newPasswordAction(args);

export default function UpdatePasswordPage({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { carry, account } = loaderData;
  return (
    <AuthCard
      title={t('updatePassword.title')}
      intro={account ? t('updatePassword.for', { account: isolateLtr(account) }) : t('updatePassword.intro')}
      footer={
        <Link to={authHref('/reset-password', carry)} className={authLink}>
          {t('login.forgot')}
        </Link>
      }
    >
      <NewPasswordForm hidden={{ redirectTo: carry.redirectTo }} errors={actionData?.errors} />
    </AuthCard>
  );
}
