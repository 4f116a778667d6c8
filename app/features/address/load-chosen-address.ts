import { endpoints } from '../../lib/api/endpoints';
import type { ApiClient } from '../../lib/api/client';
import { readChosenAddress } from './chosen-address';

/**
 * The chosen address for a route loader (which runs beside the root loader, so cannot read its
 * data). Settings are only asked for when the cookie is missing or broken: they hold the default.
 */
export async function loadChosenAddress(api: ApiClient, rawCookie: string | undefined) {
  const fromCookie = readChosenAddress(rawCookie, {});
  if (!fromCookie.isDefault) return fromCookie;
  const settings = await endpoints.settings(api);
  return readChosenAddress(undefined, Object.fromEntries(settings.data.map((s) => [s.key, s.value])));
}
