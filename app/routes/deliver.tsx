import { data, Link, useRouteLoaderData } from 'react-router';
import { cachePolicy } from '../../contract/cache-policy';
import { loginFirstHref } from '../features/auth/sign-in-links';
import { courierAction, type CourierActionData } from '../features/applications/courier-action';
import { CourierApps } from '../features/applications/CourierApps';
import { CourierForm } from '../features/applications/CourierForm';
import { CourierStatus } from '../features/applications/CourierStatus';
import { DeliverContent } from '../features/applications/DeliverContent';
import { DELIVER_PATH } from '../features/applications/deliver-page';
import { loadDeliver } from '../features/applications/load-deliver';
import { applicationPageMeta } from '../features/applications/page-head';
import { card, primaryButton } from '../features/profile/Field';
import { SavedNotice } from '../features/profile/SavedNotice';
import { withRouteErrors } from '../lib/api/route-errors';
import { useTranslation } from '../lib/i18n/I18nProvider';
import type { loader as rootLoader } from '../root';
import { RouteErrorBoundary } from '../ui/RouteErrorBoundary';
import type { Route } from './+types/deliver';

// A signed-in customer's page carries their application: not stored anywhere then.
export const headers: Route.HeadersFunction = ({ loaderHeaders }) => ({ 'Cache-Control': loaderHeaders.get('Cache-Control') ?? cachePolicy.page });

export const meta: Route.MetaFunction = ({ matches, loaderData }) =>
  applicationPageMeta(matches, { title: 'courier.title', description: 'courier.description', canonical: loaderData?.canonical });

/** Become a courier (issue #19; decision 0016): PG1, the courier app links, and the application for signed-in customers. */
export const loader = withRouteErrors(async ({ request, context }: Route.LoaderArgs) => {
  const page = await loadDeliver(request, context);
  return data(page, { headers: { 'Cache-Control': page.signedIn ? cachePolicy.none : cachePolicy.page } });
});

export const action = ({ request, context }: Route.ActionArgs) => courierAction(request, context);

export default function Deliver({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const root = useRouteLoaderData<typeof rootLoader>('root');
  const { latest, signedIn } = loaderData;
  const refused: CourierActionData | undefined = actionData;
  const user = root?.user;
  const canApply = signedIn && (!latest || latest.status === 'rejected');
  return (
    <main className="mx-auto grid max-w-3xl gap-6 px-4 py-6 sm:py-10">
      <div className="grid gap-3">
        <h1 className="text-2xl font-bold"><bdi dir="auto">{loaderData.title ?? t('courier.title')}</bdi></h1>
        {loaderData.img && <img src={loaderData.img} alt="" className="aspect-[2/1] w-full rounded-2xl object-cover" />}
        {loaderData.title === null && <p className="text-ink-muted">{t('courier.intro')}</p>}
        <DeliverContent html={loaderData.html} />
      </div>
      <CourierApps settings={root?.settings ?? {}} />
      <SavedNotice messages={{ sent: 'courier.sent' }} />
      {latest && <CourierStatus latest={latest} />}
      {canApply && (
        <CourierForm errors={refused?.errors ?? {}} values={refused?.values}
          name={user ? [user.firstname, user.lastname].filter(Boolean).join(' ') : ''} phone="" />
      )}
      {!signedIn && (
        <section aria-labelledby="courier-sign-in" className={`${card} grid justify-items-start gap-3`} data-testid="courier-sign-in">
          <h2 id="courier-sign-in" className="text-lg font-semibold">{t('courier.form.title')}</h2>
          <p className="text-ink-muted">{t('courier.sign_in_text')}</p>
          <Link to={loginFirstHref(DELIVER_PATH)} className={primaryButton}>{t('courier.sign_in')}</Link>
        </section>
      )}
    </main>
  );
}

export { RouteErrorBoundary as ErrorBoundary };
