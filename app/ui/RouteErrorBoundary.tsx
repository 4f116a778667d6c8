import { isRouteErrorResponse, useRouteError } from 'react-router';
import { ErrorScreen } from './ErrorScreen';

/**
 * Error boundary for a route inside the shell: the header and footer stay, the page shows the
 * spec's error screen, and the error is logged to the console (spec §2).
 */
export function RouteErrorBoundary() {
  const error = useRouteError();
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  if (!notFound) console.error(error);
  return <ErrorScreen notFound={notFound} inShell />;
}
