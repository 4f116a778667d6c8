import { Link } from 'react-router';
import { cachePolicy } from '../../contract/cache-policy';
import { pageMeta } from '../features/browse/page-meta';
import { OperatorHtml, useHtmlParts } from '../features/pages/OperatorHtml';
import { loadReferralTerms } from '../features/referrals/load-referrals';
import { withRouteErrors } from '../lib/api/route-errors';
import { useTranslation } from '../lib/i18n/I18nProvider';
import { notFoundLoader } from '../lib/not-found-loader';
import { RouteErrorBoundary } from '../ui/RouteErrorBoundary';
import { focusRing } from '../ui/styles';
import type { Route } from './+types/referral-terms';

// Like every page of the storefront, it carries the signed-in header: not stored by shared caches.
export const headers: Route.HeadersFunction = () => ({ 'Cache-Control': cachePolicy.none });

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta(matches, (t) => ({ title: t('referrals.terms_title'), description: t('referrals.terms_description') }));

/** Issue #17: R1's terms (faq HTML, sanitised in the loader); referral programme off → not found. */
export const loader = withRouteErrors(notFoundLoader('page', ({ request, context }: Route.LoaderArgs) => loadReferralTerms(request, context)));

export default function ReferralTerms({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { terms } = useHtmlParts(loaderData.html);
  return (
    <main className="mx-auto grid max-w-3xl gap-5 px-4 py-6 sm:py-10">
      <h1 className="text-2xl font-bold">{t('referrals.terms_title')}</h1>
      {terms != null ? (
        <OperatorHtml html={terms} />
      ) : (
        <p className="text-ink-muted">{t('referrals.terms_empty')}</p>
      )}
      <Link to="/referrals" className={`w-fit font-medium underline underline-offset-2 ${focusRing}`}>{t('referrals.back')}</Link>
    </main>
  );
}

export { RouteErrorBoundary as ErrorBoundary };
