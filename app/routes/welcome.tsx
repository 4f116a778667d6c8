import { Link } from 'react-router';
import { cachePolicy } from '../../contract/cache-policy';
import { detailsAction } from '../features/auth/account-actions';
import { loadDetailsStep } from '../features/auth/auth-actions';
import { authMeta } from '../features/auth/auth-meta';
import { AuthCard } from '../features/auth/ui/AuthCard';
import { DetailsForm } from '../features/auth/ui/DetailsForm';
import { primaryButton } from '../features/auth/ui/form-parts';
import { useTranslation } from '../lib/i18n/I18nProvider';
import type { Route } from './+types/welcome';

export const headers: Route.HeadersFunction = () => ({ 'Cache-Control': cachePolicy.none });
export const meta: Route.MetaFunction = ({ matches }) => authMeta(matches, 'welcome.heading', 'welcome.ready');

/**
 * /welcome: where every sign-up lands, signed in. A phone sign-up has no name yet: the details
 * form comes first ('Please fill user details'); otherwise a greeting and the way on.
 */
export const loader = (args: Route.LoaderArgs) => loadDetailsStep(args);

export const action = (args: Route.ActionArgs) => detailsAction(args);

export default function WelcomePage({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { carry, user } = loaderData;
  if (!user.firstname) {
    return (
      <AuthCard title={t('welcome.heading')} intro={t('welcome.detailsIntro')}>
        <DetailsForm
          intent="details"
          submit={t('details.save')}
          hidden={{ redirectTo: carry.redirectTo }}
          errors={actionData?.errors}
          values={actionData?.values ?? user}
          password={user.empty_p ? 'optional' : 'none'}
        />
      </AuthCard>
    );
  }
  return (
    <AuthCard title={t('welcome.title', { name: user.firstname })} intro={t('welcome.ready')}>
      <Link to={carry.redirectTo} className={primaryButton}>
        {t('welcome.continue')}
      </Link>
    </AuthCard>
  );
}
