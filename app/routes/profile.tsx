import { Link, type ShouldRevalidateFunction } from 'react-router';
import { cachePolicy } from '../../contract/cache-policy';
import type { Envelope } from '../../contract/http';
import type { ProfileUser } from '../../contract/profile';
import { requireSession } from '../features/auth/require-session';
import { pageMeta } from '../features/browse/page-meta';
import { AvatarForm } from '../features/profile/AvatarForm';
import { DetailsForm } from '../features/profile/DetailsForm';
import { pillLink } from '../ui/styles';
import { PasswordForm } from '../features/profile/PasswordForm';
import { PhoneForm } from '../features/profile/PhoneForm';
import { profileAction, type ProfileActionData } from '../features/profile/profile-action';
import { readPhoneChange } from '../features/profile/phone-change';
import { SavedNotice } from '../features/profile/SavedNotice';
import type { FieldErrors } from '../features/profile/messages';
import type { ProfileIntent } from '../features/profile/profile-form';
import { useTranslation } from '../lib/i18n/I18nProvider';
import { RouteErrorBoundary } from '../ui/RouteErrorBoundary';
import type { Route } from './+types/profile';
import { withRouteErrors } from '../lib/api/route-errors';

// Personal data: never stored by a shared cache or the browser's.
export const headers: Route.HeadersFunction = () => ({ 'Cache-Control': cachePolicy.none });

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta(matches, (t) => ({ title: t('profile.title'), description: t('profile.description') }));

/** Sign-in only (require-session): the profile (PR1) in the chosen currency, and a phone change under way. */
// Refusals of bad URL input are the 404/400 page (lib/api/route-errors).
export const loader = withRouteErrors(loadPage);

async function loadPage({ request, context }: Route.LoaderArgs) {
  const { api, prefs } = requireSession(request, context);
  const { data: user } = await api.get<Envelope<ProfileUser>>('dashboard/user/profile/show', { currency_id: prefs.currencyId });
  return { user, pendingPhone: readPhoneChange(request.headers.get('Cookie')) };
}

export const action = ({ request, context }: Route.ActionArgs) => profileAction(request, context);

// Tidying `?saved=` away after the notice is not worth asking the API again.
export const shouldRevalidate: ShouldRevalidateFunction = ({ currentUrl, nextUrl, formMethod, defaultShouldRevalidate }) =>
  !formMethod && currentUrl.searchParams.has('saved') && !nextUrl.searchParams.has('saved') ? false : defaultShouldRevalidate;

const SAVED = {
  profile: 'profile.saved.profile',
  avatar: 'profile.saved.avatar',
  phone: 'profile.saved.phone',
  password: 'profile.saved.password',
} as const;

export default function Profile({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { user, pendingPhone } = loaderData;
  const refused: ProfileActionData | undefined = actionData;
  const errorsOf = (...intents: ProfileIntent[]): FieldErrors =>
    refused?.intent && intents.includes(refused.intent) ? refused.errors : {};
  const name = [user.firstname, user.lastname].filter(Boolean).join(' ');
  return (
    <main className="mx-auto grid max-w-2xl gap-4 px-4 py-6 sm:py-10">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-2xl font-bold">{t('profile.title')}</h1>
        <Link to="/settings/notification" className={pillLink}>
          {t('profile.notificationSettings')}
        </Link>
      </div>
      <SavedNotice messages={SAVED} />
      <AvatarForm img={user.img} name={name} errors={errorsOf('avatar')} />
      <DetailsForm user={user} errors={errorsOf('profile')} values={refused?.intent === 'profile' ? refused.values : undefined} />
      <PhoneForm phone={user.phone} pending={pendingPhone} errors={errorsOf('phone-code', 'phone')}
        typed={refused?.intent === 'phone-code' ? refused.values?.phone : undefined} />
      {/* A new form after each save, so typed passwords do not stay in the fields. */}
      <PasswordForm key={user.updated_at} hasPassword={!user.empty_p} errors={errorsOf('password')} />
    </main>
  );
}

export { RouteErrorBoundary as ErrorBoundary };
