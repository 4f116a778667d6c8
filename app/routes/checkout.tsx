import { useEffect } from 'react';
import { Link, redirect, useNavigate, useRouteLoaderData, type ShouldRevalidateFunction } from 'react-router';
import { cachePolicy } from '../../contract/cache-policy';
import type { ShopDetail } from '../../contract/shops';
import { requireSession } from '../features/auth/require-session';
import { pageMeta } from '../features/browse/page-meta';
import { checkoutAction, type CheckoutActionData } from '../features/checkout/checkout-action';
import { CheckoutForm } from '../features/checkout/CheckoutForm';
import { getCartStore } from '../features/cart/cart-store';
import { isEmptyCheckout, loadCheckout, type EmptyCheckout } from '../features/checkout/load-checkout';
import { useCarryOverFirst } from '../features/checkout/use-carry-over-first';
import { useTranslation } from '../lib/i18n/I18nProvider';
import type { loader as rootLoader } from '../root';
import { RouteErrorBoundary } from '../ui/RouteErrorBoundary';
import { focusRing } from '../ui/styles';
import type { Route } from './+types/checkout';
import { withRouteErrors } from '../lib/api/route-errors';

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

// Refusals of bad URL input are the 404/400 page (lib/api/route-errors).
export const loader = withRouteErrors(loadPage);

async function loadPage({ request, context, params }: Route.LoaderArgs) {
  requireSession(request, context);
  return loadCheckout(request, context, params.id, shopHref(request));
}

/**
 * No server cart to check out (issue #23): back to the shop page — unless lines chosen as a
 * visitor wait in this tab to be carried over (the visitor has just signed in from checkout, and
 * the account had no cart). Then the page runs the carry-over and asks again (useCarryOverFirst).
 */
export async function clientLoader({ serverLoader }: Route.ClientLoaderArgs) {
  const page = await serverLoader();
  if (isEmptyCheckout(page) && getCartStore().getState().lines.length === 0) throw redirect(page.shop.href);
  return page;
}

export const action = ({ request, context, params }: Route.ActionArgs) => checkoutAction(request, context, params.id);

/** A refused order whose cart changed since the page was shown (409): the fresh totals are loaded. */
export const shouldRevalidate: ShouldRevalidateFunction = ({ actionResult, defaultShouldRevalidate }) =>
  (actionResult as CheckoutActionData | undefined)?.changed === true || defaultShouldRevalidate;

export default function Checkout({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const root = useRouteLoaderData<typeof rootLoader>('root');
  const refused: CheckoutActionData | undefined = actionData;
  const carrying = useCarryOverFirst(loaderData);
  return (
    <main className="mx-auto grid max-w-5xl gap-4 px-4 py-6 sm:py-10">
      <div>
        <h1 className="text-2xl font-bold">{t('checkout.title')}</h1>
        <p className="text-ink-muted">{t('checkout.from', { shop: loaderData.shop.title })}</p>
      </div>
      {isEmptyCheckout(loaderData) ? (
        <NoCart shop={loaderData.shop} carrying={carrying} />
      ) : carrying ? (
        <p role="status" className="py-10 text-center text-ink-muted">{t('checkout.carrying')}</p>
      ) : (
        <CheckoutForm page={loaderData} currency={root?.currency ?? null} refused={refused} />
      )}
    </main>
  );
}

/**
 * The empty state after a document load (the clientLoader decides on client navigations): lines
 * waiting in the tab → "adding…" while they are carried over; none → back to the shop. Read from
 * the store itself, not the hook: hydration renders the server's empty cart first.
 */
function NoCart({ shop, carrying }: { shop: EmptyCheckout['shop']; carrying: boolean }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  useEffect(() => {
    if (!carrying && getCartStore().getState().lines.length === 0) void navigate(shop.href, { replace: true });
  }, [carrying, navigate, shop.href]);
  return (
    <div role="status" className="grid justify-items-center gap-3 py-10 text-center text-ink-muted">
      <p>{carrying ? t('checkout.carrying') : t('checkout.api.cartEmpty')}</p>
      {carrying ? null : (
        <Link to={shop.href} className={`rounded-full bg-brand px-6 py-3 font-medium text-brand-ink hover:opacity-90 ${focusRing}`}>
          {t('checkout.backToShop', { shop: shop.title })}
        </Link>
      )}
    </div>
  );
}

export { RouteErrorBoundary as ErrorBoundary };
