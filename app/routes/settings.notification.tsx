import { data, Link, redirect } from 'react-router';
import { cachePolicy } from '../../contract/cache-policy';
import type { Envelope } from '../../contract/http';
import type { NotificationSetting, ProfileUser } from '../../contract/profile';
import { requireSession } from '../features/auth/require-session';
import { pageMeta } from '../features/browse/page-meta';
import { apiFieldErrors } from '../features/profile/messages';
import { notificationChoices, notificationsBody } from '../features/profile/notification-settings';
import { NotificationSwitches } from '../features/profile/NotificationSwitches';
import { SavedNotice } from '../features/profile/SavedNotice';
import { useTranslation } from '../lib/i18n/I18nProvider';
import { RouteErrorBoundary } from '../ui/RouteErrorBoundary';
import { pillLink } from '../ui/styles';
import type { Route } from './+types/settings.notification';
import { withRouteErrors } from '../lib/api/route-errors';

export const headers: Route.HeadersFunction = () => ({ 'Cache-Control': cachePolicy.none });

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta(matches, (t) => ({ title: t('profile.notificationSettings'), description: t('notificationSettings.description') }));

/** Sign-in only: the kinds (N6) and the customer's choices (PR1 `notifications[]`). */
// Refusals of bad URL input are the 404/400 page (lib/api/route-errors).
export const loader = withRouteErrors(loadPage);

async function loadPage({ request, context }: Route.LoaderArgs) {
  const { api, prefs } = requireSession(request, context);
  const [kinds, profile] = await Promise.all([
    api.get<Envelope<NotificationSetting[]>>('dashboard/user/notifications'),
    api.get<Envelope<ProfileUser>>('dashboard/user/profile/show', { currency_id: prefs.currencyId }),
  ]);
  return { choices: notificationChoices(kinds.data, profile.data) };
}

/** N7 with every kind. A fetcher (`reply=data`) gets data back; a plain form post a 303 to the page. */
export async function action({ request, context }: Route.ActionArgs) {
  const { api } = requireSession(request, context);
  const form = await request.formData();
  try {
    await api.post('dashboard/user/update/notifications', notificationsBody(form));
  } catch (error) {
    const { errors, status } = apiFieldErrors(error);
    return data({ errors }, { status });
  }
  return form.get('reply') === 'data' ? { saved: true } : redirect('/settings/notification?saved=settings', { status: 303 });
}

export default function NotificationSettings({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  return (
    <main className="mx-auto grid max-w-2xl gap-4 px-4 py-6 sm:py-10">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-2xl font-bold">{t('profile.notificationSettings')}</h1>
        <Link to="/profile" className={pillLink}>
          {t('user.profile')}
        </Link>
      </div>
      <p className="text-ink-muted">{t('notificationSettings.description')}</p>
      <SavedNotice messages={{ settings: 'notificationSettings.saved' }} />
      <NotificationSwitches choices={loaderData.choices} />
    </main>
  );
}

export { RouteErrorBoundary as ErrorBoundary };
