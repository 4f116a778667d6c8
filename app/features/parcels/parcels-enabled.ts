import type { StorefrontContext } from '../../../contract/transport';
import { endpoints } from '../../lib/api/endpoints';
import { serverApiClient } from '../../lib/api/server-client';
import { notFoundError } from '../../lib/not-found';
import { readPreferences } from '../../lib/preferences';

/** Parcels are shown only while the `active_parcel` setting is '1' (spec §3). */
export const parcelsOn = (settings: Record<string, string> | undefined | null): boolean => settings?.active_parcel === '1';

/**
 * The first guard of every parcel page and action, before the sign-in check (a visitor of a
 * marketplace without parcels sees the not-found page, not the login): the settings, or a 404.
 */
export async function requireParcels(request: Request, context: StorefrontContext): Promise<Record<string, string>> {
  const prefs = readPreferences(request.headers.get('Cookie'));
  const list = await endpoints.settings(serverApiClient(context, prefs.locale, prefs.authorization));
  const settings = Object.fromEntries(list.data.map((s) => [s.key, s.value]));
  if (!parcelsOn(settings)) throw notFoundError('page');
  return settings;
}
