import { useRouteLoaderData } from 'react-router';
import { cachePolicy } from '../../contract/cache-policy';
import { loadSeller } from '../features/applications/load-seller';
import { applicationPageMeta } from '../features/applications/page-head';
import { PasswordFirst } from '../features/applications/PasswordFirst';
import { sellerAction, type SellerActionData } from '../features/applications/seller-action';
import { SellerForm } from '../features/applications/SellerForm';
import { SellerAccepted, SellerRejected, SellerReview } from '../features/applications/SellerStatus';
import { FieldMessage } from '../features/profile/Field';
import { SavedNotice } from '../features/profile/SavedNotice';
import { withRouteErrors } from '../lib/api/route-errors';
import { useTranslation } from '../lib/i18n/I18nProvider';
import type { loader as rootLoader } from '../root';
import { RouteErrorBoundary } from '../ui/RouteErrorBoundary';
import type { Route } from './+types/be-seller';

// Personal data: never stored by a shared cache or the browser's.
export const headers: Route.HeadersFunction = () => ({ 'Cache-Control': cachePolicy.none });

export const meta: Route.MetaFunction = ({ matches, loaderData }) =>
  applicationPageMeta(matches, { title: 'seller.title', description: 'seller.description', canonical: loaderData?.canonical, noindex: true });

/** Become a seller (issue #19, contract §2.26 BS1): sign-in only (require-session), compact header (ui/header/frame.ts). */
export const loader = withRouteErrors(({ request, context }: Route.LoaderArgs) => loadSeller(request, context));

export const action = ({ request, context }: Route.ActionArgs) => sellerAction(request, context);

const SAVED = { sent: 'seller.sent', password: 'profile.saved.password' } as const;

export default function BeSeller({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const root = useRouteLoaderData<typeof rootLoader>('root');
  const { stage, shop } = loaderData;
  const refused: SellerActionData | undefined = actionData;
  const rejected = stage === 'form' && shop?.request.status === 'rejected' ? shop : null;
  return (
    <main className="mx-auto grid max-w-3xl gap-4 px-4 py-6 sm:py-10">
      <div>
        <h1 className="text-2xl font-bold">{t('seller.title')}</h1>
        {stage !== 'accepted' && <p className="mt-1 text-ink-muted">{t('seller.intro')}</p>}
      </div>
      <SavedNotice messages={SAVED} />
      {/* A refusal the page no longer has the form for (409: a request sent meanwhile, from another tab). */}
      {stage !== 'form' && refused?.intent === 'apply' && refused.errors.form && (
        <FieldMessage id="seller-refused" error={refused.errors.form} />
      )}
      {stage === 'accepted' && <SellerAccepted shop={shop} adminUrl={root?.settings.admin_url || undefined} />}
      {stage === 'pending' && shop && <SellerReview shop={shop} />}
      {stage === 'password' && <PasswordFirst errors={refused?.intent === 'password' ? refused.errors : {}} />}
      {rejected && <SellerRejected shop={rejected} />}
      {stage === 'form' && (
        <SellerForm
          categories={loaderData.categories}
          tags={loaderData.tags}
          errors={refused?.intent === 'apply' ? refused.errors : {}}
          values={refused?.intent === 'apply' ? refused.values : undefined}
          phone={loaderData.phone}
          start={root?.address.location ?? { latitude: 0, longitude: 0 }}
          tileUrl={root?.settings.map_tile_url ?? ''}
        />
      )}
    </main>
  );
}

export { RouteErrorBoundary as ErrorBoundary };
