import { startSocialSignIn } from '../features/auth/social/social-flow';
import type { Route } from './+types/auth.$provider';

/**
 * `/auth/{google|facebook|apple}?redirectTo=&referral=`: where the "Continue with …" links lead.
 * Starts the sign-in at the API and sends the browser to the provider (no page of its own).
 */
export function loader({ request, context, params }: Route.LoaderArgs) {
  return startSocialSignIn(request, context, params.provider);
}
