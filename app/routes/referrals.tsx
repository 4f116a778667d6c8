import { Link } from 'react-router';
import { cachePolicy } from '../../contract/cache-policy';
import { authHref } from '../features/auth/auth-params';
import { pageMeta } from '../features/browse/page-meta';
import { loadReferrals } from '../features/referrals/load-referrals';
import { ReferralShare } from '../features/referrals/ReferralShare';
import { withRouteErrors } from '../lib/api/route-errors';
import { useTranslation } from '../lib/i18n/I18nProvider';
import { fixedWidth } from '../lib/images';
import { formatMoney } from '../lib/money';
import { notFoundLoader } from '../lib/not-found-loader';
import { RouteErrorBoundary } from '../ui/RouteErrorBoundary';
import { StoredImage } from '../ui/StoredImage';
import { focusRing, pillLink } from '../ui/styles';
import type { Route } from './+types/referrals';

// The page carries the customer's own code when signed in: never kept by a shared cache.
export const headers: Route.HeadersFunction = () => ({ 'Cache-Control': cachePolicy.none });

export const meta: Route.MetaFunction = ({ matches, loaderData }) =>
  pageMeta(matches, (t) => ({ title: t('referrals.title'), description: loaderData?.programme.description || t('referrals.description') }));

/** Issue #17: the programme (R1) for everyone, the code and sums for a signed-in customer; off → not found. */
export const loader = withRouteErrors(notFoundLoader('page', ({ request, context }: Route.LoaderArgs) => loadReferrals(request, context)));

export default function Referrals({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { programme, mine, currency } = loaderData;
  return (
    <main className="mx-auto grid max-w-3xl gap-5 px-4 py-6 sm:py-10">
      <h1 className="text-2xl font-bold">{t('referrals.title')}</h1>
      <section aria-labelledby="referral-programme" className="grid gap-4 rounded-2xl border border-line bg-surface-raised p-4 sm:grid-cols-[1fr_auto] sm:p-6">
        <div className="grid content-start gap-2">
          <h2 id="referral-programme" className="text-xl font-semibold"><bdi>{programme.title}</bdi></h2>
          {programme.description && <p className="text-ink-muted"><bdi>{programme.description}</bdi></p>}
          {programme.hasTerms && (
            <Link to="/referral-terms" className={`w-fit font-medium underline underline-offset-2 ${focusRing}`}>{t('referrals.terms_link')}</Link>
          )}
        </div>
        {programme.img && (
          <StoredImage src={programme.img} alt="" width={240} height={160} {...fixedWidth(240)} priority className="aspect-[3/2] w-full rounded-xl object-cover sm:w-60" />
        )}
      </section>
      {mine ? (
        <>
          <section aria-labelledby="referral-share" className="grid gap-3 rounded-2xl border border-line bg-surface-raised p-4 sm:p-6">
            <h2 id="referral-share" className="text-lg font-semibold">{t('referrals.share_title')}</h2>
            <ReferralShare code={mine.code} link={mine.link} />
          </section>
          <section aria-labelledby="referral-stats" className="rounded-2xl border border-line bg-surface-raised p-4 sm:p-6">
            <h2 id="referral-stats" className="text-lg font-semibold">{t('referrals.stats_title')}</h2>
            <dl className="mt-3 grid grid-cols-2 gap-4">
              <div>
                <dt className="text-sm text-ink-muted">{t('referrals.count')}</dt>
                <dd className="text-2xl font-bold tabular-nums" data-testid="referral-count">{mine.count}</dd>
              </div>
              <div>
                <dt className="text-sm text-ink-muted">{t('referrals.earned')}</dt>
                <dd dir="ltr" className="text-2xl font-bold tabular-nums rtl:text-right" data-testid="referral-earned">{formatMoney(mine.earned, currency)}</dd>
              </div>
            </dl>
          </section>
        </>
      ) : (
        <section aria-labelledby="referral-sign-in" className="grid gap-3 rounded-2xl border border-line bg-surface-raised p-4 sm:p-6">
          <h2 id="referral-sign-in" className="text-lg font-semibold">{t('referrals.sign_in_title')}</h2>
          <p className="text-ink-muted">{t('referrals.sign_in_text')}</p>
          <div className="flex flex-wrap gap-2">
            <Link to={authHref('/login', { redirectTo: '/referrals' })} className={pillLink}>{t('header.login')}</Link>
            <Link to="/register" className={pillLink}>{t('referrals.sign_up')}</Link>
          </div>
        </section>
      )}
    </main>
  );
}

export { RouteErrorBoundary as ErrorBoundary };
