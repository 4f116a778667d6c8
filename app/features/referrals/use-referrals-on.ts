import { useRouteLoaderData } from 'react-router';

/**
 * Whether the referral programme is on (setting `referral_active` = '1', contract §5.10): the
 * menus and the footer list /referrals only then. Reads the root loader's settings by shape, so
 * the shell does not import the root module's type.
 */
export function useReferralsOn(): boolean {
  const root = useRouteLoaderData('root') as { settings?: Record<string, string> } | undefined;
  return root?.settings?.referral_active === '1';
}
