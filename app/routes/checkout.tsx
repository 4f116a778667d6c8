import { useRouteLoaderData } from 'react-router';
import { cachePolicy } from '../../contract/cache-policy';
import type { ShopDetail } from '../../contract/shops';
import { requireSession } from '../features/auth/require-session';
import { pageMeta } from '../features/browse/page-meta';
import { checkoutAction, type CheckoutActionData } from '../features/checkout/checkout-action';
import { CheckoutForm } from '../features/checkout/CheckoutForm';
import { loadCheckout } from '../features/checkout/load-checkout';
import { useTranslation } from '../lib/i18n/I18nProvider';
import type { loader as rootLoader } from '../root';
import { RouteErrorBoundary } from '../ui/RouteErrorBoundary';
import type { Route } from './+types/checkout';

/**
 * The checkout, at /restaurant/{id}/checkout and /shop/{id}/checkout (compact header, the back
 * button goes one step back: ui/header/frame.ts). Sign-in only. Every amount comes from the
 * server (O1); placing the order is the route action (O2), so the page works without JavaScript.
 */
export const headers: Route.HeadersFunction = () => ({ 'Cache-Control': cachePolicy.none });

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta(matches, (t) => ({ title: t('checkout.title'), description: t('checkout.description') }));

/** Back to the shop page under the same name the customer came by (§5.12: an empty cart goes back). */
const shopHref = (request: Request) => (shop: Pick<ShopDetail, 'id' | 'slug'>) =>
  `/${new URL(request.url).pathname.startsWith('/restaurant/') ? 'restaurant' : 'shop'}/${encodeURIComponent(shop.slug || String(shop.id))}`;

export async function loader({ request, context, params }: Route.LoaderArgs) {
  requireSession(request, context);
  return loadCheckout(request, context, params.id, shopHref(request));
}

export const action = ({ request, context, params }: Route.ActionArgs) => checkoutAction(request, context, params.id);

export default function Checkout({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const root = useRouteLoaderData<typeof rootLoader>('root');
  const refused: CheckoutActionData | undefined = actionData;
  return (
    <main className="mx-auto grid max-w-5xl gap-4 px-4 py-6 sm:py-10">
      <div>
        <h1 className="text-2xl font-bold">{t('checkout.title')}</h1>
        <p className="text-ink-muted">{t('checkout.from', { shop: loaderData.shop.title })}</p>
      </div>
      <CheckoutForm page={loaderData} currency={root?.currency ?? null} refused={refused} />
    </main>
  );
}

export { RouteErrorBoundary as ErrorBoundary };
