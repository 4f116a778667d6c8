import { Suspense, useEffect, useRef } from 'react';
import { useNavigate, useRouteLoaderData } from 'react-router';
import { cachePolicy } from '../../contract/cache-policy';
import { loadShopPage, readShopPageQuery } from '../features/catalog/shop-page/load-shop-page';
import { loadPageLanguage } from '../features/catalog/shop-page/page-language';
import { renderShopPageHtml } from '../features/catalog/shop-page/render-shop-page';
import { startScrollSpyOnScroll } from '../features/catalog/shop-page/scroll-spy-on-scroll';
import { shopPageHead, shopPageJsonLd } from '../features/catalog/shop-page/shop-seo';
import { ShopCartAside } from '../features/cart/ShopCartAside';
import { PRODUCT_PARAM, ProductDialogHost } from '../features/catalog/product/ProductDialogHost';
import { renderProductPreviewHtml } from '../features/catalog/product/render-product-preview';
import { serverApiClient } from '../lib/api/server-client';
import { routeLinkClick } from '../ui/route-links';
import { documentOnly, documentOnlyKey, innerHtml, useDocumentOnly } from '../lib/document-only';
import { withNotFound } from '../lib/not-found-loader';
import { readPreferences } from '../lib/preferences';
import { productPath, shopPath, siteOrigin } from '../lib/seo';
import type { Route } from './+types/shop';
import { withRouteErrors } from '../lib/api/route-errors';
import { GroupBar } from '../features/group-order/group-bar-module';
import { groupBarShows } from '../features/group-order/group-bar-shows';
import { loadShopGroup } from '../features/group-order/load-group';
import type { loader as rootLoader } from '../root';

/**
 * The shop page, at /shop/{id} and /restaurant/{id} ({id}: numeric id, uuid or slug). Its content
 * is rendered to HTML by the loader and shown as is (no hydration: links, forms and <details>
 * need no script); the only script of its own is the category bar's scroll-spy, and the cart
 * section's island (drawn into the content's slot at ≥1140px).
 */
export { RouteErrorBoundary as ErrorBoundary } from '../ui/RouteErrorBoundary';
// Opening or closing a product changes only `?product`: the page itself stays as it is.
export { skipProductParamRevalidation as shouldRevalidate } from '../features/catalog/product/ProductDialogHost';

export const headers: Route.HeadersFunction = () => ({ 'Cache-Control': cachePolicy.page });

/** The page body's HTML; on a first load the browser keeps the server's (null in the hydration data). */
const bodyHtml = documentOnlyKey<string | null>('shop-page.html');

// Refusals of bad URL input are the 404/400 page (lib/api/route-errors).
export const loader = withRouteErrors(loadPage);

async function loadPage({ request, params, context }: Route.LoaderArgs) {
  const prefs = readPreferences(request.headers.get('Cookie'));
  const api = serverApiClient(context, prefs.locale, prefs.authorization);
  const url = new URL(request.url);
  const [page, { language, currency, siteName }] = await Promise.all([
    // An unknown shop is the not-found page (with popular shops), not an error.
    withNotFound(api, 'shop', () => loadShopPage(api, { key: params.id, currencyId: prefs.currencyId, now: new Date(), ...readShopPageQuery(url) })),
    loadPageLanguage(api, prefs),
  ]);
  const origin = siteOrigin(request.url, process.env.PUBLIC_URL);
  // One address per page for search engines, whichever key or path the visitor came by.
  const shopUrl = origin + shopPath(page.shop);
  const canonical = page.product ? origin + productPath(page.shop, page.product.uuid) : shopUrl;
  const jsonLd = shopPageJsonLd({ ...page, shopUrl, canonical }, currency);
  let html = renderShopPageHtml({ page, jsonLd, currency, pathname: url.pathname, search: url.search }, language);
  // A first load of a `?product=` link draws the dialog too (the browser removes it when the live
  // one opens); on a client navigation the live dialog opens at once anyway.
  if (page.product && context.documentOnly) {
    const rest = new URLSearchParams(url.search);
    rest.delete(PRODUCT_PARAM);
    const closeHref = url.pathname + (rest.size ? `?${rest}` : '');
    html += renderProductPreviewHtml(page.product, { currency, closeHref }, language);
  }
  const { shop } = page;
  // The group order a guest is invited to or belongs to (GC2 for a member), issue #16.
  const group = await loadShopGroup(api, { url, cookieHeader: request.headers.get('Cookie'), shopId: shop.id, currencyId: prefs.currencyId });
  return {
    group,
    html: documentOnly(context, bodyHtml, html, null),
    // Built here, not in `meta`, so the page's script does not carry it.
    head: shopPageHead({ ...page, canonical }, { siteName, locale: language.locale }),
    /** For the product dialog and the cart: which shop this is and whether it takes orders now. */
    /** The shop page's own path without the query (where a member goes when the group ends for them). */
    shopPath: url.pathname,
    shop: { id: shop.id, uuid: shop.uuid, slug: shop.slug, type: shop.type, title: shop.translation?.title ?? shop.slug, open: shop.is_open_now },
    /** The `?product=` product (with every variant) when it belongs to this shop. */
    product: page.product,
  };
}

export function meta({ loaderData }: Route.MetaArgs) {
  // Without data the error boundary's view (not found, or the error screen) sets the title.
  return loaderData ? loaderData.head : [];
}

export default function ShopPage({ loaderData }: Route.ComponentProps) {
  const content = useRef<HTMLDivElement>(null);
  const navigate = useNavigate();
  const html = useDocumentOnly(bodyHtml, loaderData.html);
  const root = useRouteLoaderData<typeof rootLoader>('root');
  useEffect(() => startScrollSpyOnScroll(content.current), [html]);
  // Product cards and the reviews pager change only the query: once hydrated, no full page load.
  useEffect(() => {
    const el = content.current;
    const onClick = (e: MouseEvent) => routeLinkClick(e, navigate, true);
    el?.addEventListener('click', onClick);
    return () => el?.removeEventListener('click', onClick);
  }, [navigate]);
  return (
    <main className="mx-auto max-w-6xl px-4 pb-16">
      {groupBarShows(loaderData.group, root, loaderData.shop.open) && (
        <Suspense>
          <GroupBar
            group={loaderData.group}
            shop={{ id: loaderData.shop.id, type: loaderData.shop.type, title: loaderData.shop.title, open: loaderData.shop.open, path: loaderData.shopPath }}
          />
        </Suspense>
      )}
      <div ref={content} dangerouslySetInnerHTML={innerHtml(html)} suppressHydrationWarning />
      <ShopCartAside content={content} html={html} />
      <ProductDialogHost product={loaderData.product} shopOpen={loaderData.shop.open} />
    </main>
  );
}
