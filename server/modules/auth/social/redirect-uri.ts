import { ApiError } from '../../../http/errors';
import { socialAuthMessages as m } from '../../../../contract/social-auth';

/**
 * Where a provider may send the browser back. The provider checks the address against the ones
 * registered with it; this is the server's own check, so an authorization URL made here never
 * leads a code to another site: the redirect_uri must be an http(s) URL on the site's public
 * origin — `PUBLIC_URL` when set (behind a proxy the request's own origin is not the public
 * one), else the origin of the request. No credentials, no fragment. Any path on that origin is
 * accepted (the storefront uses `/auth/{provider}/callback`; other clients may use their own).
 */
export function checkRedirectUri(value: string, allowed: { publicUrl?: string | undefined; requestOrigin: string }): string {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw invalid();
  }
  const origin = allowed.publicUrl ? new URL(allowed.publicUrl).origin : new URL(allowed.requestOrigin).origin;
  if (url.protocol !== 'http:' && url.protocol !== 'https:') throw invalid();
  if (url.username || url.password || url.hash || url.origin !== origin) throw invalid();
  return url.toString();
}

const invalid = () => new ApiError(422, m.redirectUriNotAllowed, { redirect_uri: [m.redirectUriNotAllowed] });
