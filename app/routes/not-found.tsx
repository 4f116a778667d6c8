import type { Route } from './+types/not-found';

/**
 * Any path no route claims. Matching it (instead of matching nothing) lets the root loader run,
 * so the 404 screen gets the visitor's language, theme and the shell like every other page.
 */
export function loader({ request }: Route.LoaderArgs): never {
  throw new Response(`No page at ${new URL(request.url).pathname}`, { status: 404 });
}

export { RouteErrorBoundary as ErrorBoundary } from '../ui/RouteErrorBoundary';

export default function NotFound() {
  return null;
}
