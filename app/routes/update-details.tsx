import { cachePolicy } from '../../contract/cache-policy';
import { detailsAction } from '../features/auth/account-actions';
import { loadDetailsStep } from '../features/auth/auth-actions';
import { authMeta } from '../features/auth/auth-meta';
import { AuthCard } from '../features/auth/ui/AuthCard';
import { DetailsForm } from '../features/auth/ui/DetailsForm';
import { useTranslation } from '../lib/i18n/I18nProvider';
import type { Route } from './+types/update-details';

export const headers: Route.HeadersFunction = () => ({ 'Cache-Control': cachePolicy.none });
export const meta: Route.MetaFunction = ({ matches }) => authMeta(matches, 'details.title', 'details.intro');

/**
 * /update-details: name and gender (and a password for an account without one), e.g. when a
 * page needs the customer's name (`?redirectTo=` brings them back there).
 */
export const loader = (args: Route.LoaderArgs) => loadDetailsStep(args);

export const action = (args: Route.ActionArgs) => detailsAction(args);

export default function UpdateDetailsPage({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { carry, user } = loaderData;
  return (
    <AuthCard title={t('details.title')} intro={t('details.intro')}>
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
