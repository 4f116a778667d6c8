import { lazy, Suspense, useEffect } from 'react';
import {
  Links, Meta, Outlet, Scripts, ScrollRestoration, isRouteErrorResponse, useLocation, useRouteError, useRouteLoaderData,
  type ShouldRevalidateFunction,
} from 'react-router';
import type { Route } from './+types/root';
import './lib/load-context';
import { serverApiClient } from './lib/api/server-client';
import { cspNonceKey, useDocumentOnly } from './lib/document-only';
import { enErrorScreen } from './lib/i18n/en-error-screen';
import { I18nProvider } from './lib/i18n/I18nProvider';
import { loadPresentation } from './lib/load-presentation';
import { readPreferences } from './lib/preferences';
import { RootStoreProvider } from './lib/store/RootStoreProvider';
import { readChosenAddress } from './features/address/chosen-address';
import { parseSessionUser } from './features/auth/session-user';
import { UnauthorizedNotice } from './features/auth/UnauthorizedNotice';
import { ErrorScreen } from './ui/ErrorScreen';
import { withRouteErrors } from './lib/api/route-errors';
import { DocumentStyles } from './ui/DocumentStyles';
import { ServerHtml } from './ui/ServerHtml';
import { AppHeader } from './ui/header/AppHeader';
import { pageFrame } from './ui/header/frame';
import { ProgressBar } from './ui/ProgressBar';
import { ToastHost } from './ui/toast/ToastHost';
import { markSignedIn } from './lib/api/logout-in-progress';

const Footer = lazy(() => import('./ui/Footer'));
// Shown on some pages or to some visitors only: the catalog pages (120 KB budget) do not load them.
// In a Suspense boundary, the server's HTML stays in place until their code has arrived.
const CompactHeader = lazy(() => import('./ui/header/CompactHeader'));
// What signed-in customers' pages run beside the page: cart sync, live channel, chat.
const CustomerSession = lazy(() => import('./features/auth/CustomerSession'));

/**
 * Critical data of every page: languages, settings, currencies and the interface strings of the
 * visitor's language. The theme and direction are decided here so the first paint is right.
 */
// Unexpected failures are logged with the request id and show it (lib/api/route-errors).
export const loader = withRouteErrors(loadRoot);

async function loadRoot({ request, context }: Route.LoaderArgs) {
  const prefs = readPreferences(request.headers.get('Cookie'));
  const api = serverApiClient(context, prefs.locale, prefs.authorization);
  const presentation = await loadPresentation(api, prefs);
  return {
    ...presentation,
    theme: prefs.theme,
    // Signed in = both cookies; a user without a token cannot call anything.
    user: prefs.authorization ? parseSessionUser(prefs.user) : null,
    // Where the browser's API calls go (useBrowserApiBase).
    // Where the visitor browses for; every list of shops follows it.
    address: readChosenAddress(prefs.address, presentation.settings),
  };
}

// Settings, languages and strings do not change between page navigations.
export const shouldRevalidate: ShouldRevalidateFunction = ({ formMethod, defaultShouldRevalidate }) =>
  formMethod ? defaultShouldRevalidate : false;

export function Layout({ children }: { children: React.ReactNode }) {
  const data = useRouteLoaderData<typeof loader>('root');
  const nonce = useDocumentOnly(cspNonceKey, undefined);
  return (
    <html
      lang={data?.locale ?? 'en'}
      dir={data?.dir ?? 'ltr'}
      className={data?.theme === 'dark' ? 'dark' : undefined}
      // Picks the customer's or the visitor's version of shared server HTML (app.css).
      data-signed-in={data?.user ? '' : undefined}
    >
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="color-scheme" content={data?.theme === 'dark' ? 'dark' : 'light'} />
        <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
        <Meta />
        <DocumentStyles />
        <Links />
      </head>
      <body>
        {children}
        <ScrollRestoration nonce={nonce} />
        <Scripts nonce={nonce} />
      </body>
    </html>
  );
}

function useHydratedMarker() {
  // Lets browser tests (and people debugging) see when the page became interactive.
  useEffect(() => {
    document.documentElement.dataset.hydrated = 'true';
  }, []);
}

export default function App({ loaderData }: Route.ComponentProps) {
  const frame = pageFrame(useLocation().pathname);
  useHydratedMarker();
  const userId = loaderData.user?.id;
  useEffect(() => {
    // A customer is signed in (again): a 401 from now on ends their session in this tab.
    if (userId !== undefined) markSignedIn();
  }, [userId]);
  return (
    <I18nProvider locale={loaderData.locale} dir={loaderData.dir} bundle={loaderData.translations}>
      <RootStoreProvider currency={loaderData.currency} currencies={loaderData.currencies} restore={frame !== 'auth'}>
        <ProgressBar />
        {frame === 'compact' && (
          <Suspense>
            <CompactHeader />
          </Suspense>
        )}
        {(frame === 'full' || frame === 'shop') && (
          <AppHeader
            sticky={frame === 'full'}
            theme={loaderData.theme}
            languages={loaderData.languages}
            locale={loaderData.locale}
            currencies={loaderData.currencies}
            user={loaderData.user}
          />
        )}
        <Outlet />
        {frame !== 'auth' && (
          // Static: kept as server HTML; its code loads only if the language or settings change.
          <ServerHtml version={`${loaderData.locale}|${JSON.stringify(loaderData.settings)}`} routeLinks={false}>
            <Footer settings={loaderData.settings} />
          </ServerHtml>
        )}
        {loaderData.user && frame !== 'auth' && (
          <Suspense>
            <CustomerSession
              loadCartCount={frame === 'full' || frame === 'shop'}
              user={loaderData.user}
              settings={loaderData.settings}
            />
          </Suspense>
        )}
        <ToastHost dir={loaderData.dir} theme={loaderData.theme} />
        <UnauthorizedNotice />
      </RootStoreProvider>
    </I18nProvider>
  );
}

export function ErrorBoundary() {
  const error = useRouteError();
  const data = useRouteLoaderData<typeof loader>('root');
  useHydratedMarker();
  if (!isRouteErrorResponse(error) || error.status >= 500) console.error(error);
  return (
    <I18nProvider locale={data?.locale ?? 'en'} dir={data?.dir ?? 'ltr'} bundle={data?.translations ?? enErrorScreen}>
      <ErrorScreen />
      <ToastHost dir={data?.dir ?? 'ltr'} theme={data?.theme ?? 'light'} />
      <UnauthorizedNotice />
    </I18nProvider>
  );
}
