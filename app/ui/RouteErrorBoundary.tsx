import { lazy } from 'react';
import { isRouteErrorResponse, useRouteError } from 'react-router';
import { ErrorScreen } from './ErrorScreen';
import { ServerHtml } from './ServerHtml';

// Links and a native form only: kept as the server's HTML; the code loads for client navigations.
const NotFoundView = lazy(() => import('../features/browse/NotFoundView'));

/**
 * Error boundary for a route inside the shell: the header and footer stay. A 404 is not an error
 * (issue #23): it shows the not-found page (what was not found, search, a link home, popular
 * shops: lib/not-found.ts). Anything else shows the spec's error screen and is logged to the
 * console (spec §2).
 */
export function RouteErrorBoundary() {
  const error = useRouteError();
  // A bad address (404, or 400 from lib/api/route-errors; any 4xx a loader throws) is the
  // not-found page, not a failure.
  if (isRouteErrorResponse(error) && error.status < 500) {
    return (
      <ServerHtml version={error}>
        <NotFoundView body={error.data} />
      </ServerHtml>
    );
  }
  console.error(error);
  return <ErrorScreen inShell />;
}
