import { useRouteLoaderData } from 'react-router';

/**
 * Whether a '1'/'0' setting of the marketplace is on (contract §3.27: `referral_active`,
 * `active_parcel`, `reservation_enable_for_user`…): menus and footer show a feature's links only
 * then. Reads the root loader's settings by shape, so the shell does not import the root module.
 */
export function useSettingOn(key: string): boolean {
  const root = useRouteLoaderData('root') as { settings?: Record<string, string> } | undefined;
  return root?.settings?.[key] === '1';
}
