import { finishSocialSignIn, formPostToQuery, providerReturn } from '../features/auth/social/social-flow';
import type { Route } from './+types/auth.$provider.callback';

/**
 * `/auth/{provider}/callback`: the redirect_uri the providers send the browser back to. GET
 * (Google, Facebook) finishes the sign-in: a 303 to the page it started from, signed in, or to
 * /login?social_error=… . POST is Apple's form post, turned into that GET (see formPostToQuery).
 */
export function loader({ request, context, params }: Route.LoaderArgs) {
  return finishSocialSignIn(request, context, params.provider, providerReturn(new URL(request.url)));
}

export function action({ request }: Route.ActionArgs) {
  return formPostToQuery(request);
}
