import { redirect } from 'react-router';
import { clearSessionHeaders } from '../features/auth/session-cookies';
import type { Route } from './+types/logout';

/**
 * Logout (spec §4, contract §1.4): purely the session cookies — no API call. Answers with a 303
 * home, so the form works before JavaScript loads; the browser-side reset of the store happens
 * in the form's submit handler (features/auth/LogoutForm).
 */
export function action(_: Route.ActionArgs) {
  return redirect('/', { status: 303, headers: clearSessionHeaders() });
}

// A GET (a typed URL, a prefetch) must not end a session.
export function loader() {
  return redirect('/');
}
