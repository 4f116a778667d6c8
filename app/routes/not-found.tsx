import { notFoundLoader } from '../lib/not-found-loader';
import type { Route } from './+types/not-found';

/**
 * Any path no route claims. Matching it (instead of matching nothing) lets the root loader run,
 * so the not-found page gets the visitor's language, theme and the shell like every other page;
 * the route error boundary draws it (with popular shops) for the thrown 404.
 */
export const loader = notFoundLoader('page', ({ request }: Route.LoaderArgs): Promise<never> => {
  throw new Response(`No page at ${new URL(request.url).pathname}`, { status: 404 });
});

export { RouteErrorBoundary as ErrorBoundary } from '../ui/RouteErrorBoundary';

export default function NotFound() {
  return null;
}
