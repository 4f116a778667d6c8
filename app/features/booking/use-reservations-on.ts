import { useRouteLoaderData } from 'react-router';

/**
 * Whether the menus offer reservations: the root loader's `reservation_enable_for_user` = '1'
 * (the key is written out, not imported, so the shell's bundle carries nothing else of booking).
 */
export function useReservationsOn(): boolean {
  return useRouteLoaderData<{ settings?: Record<string, string> }>('root')?.settings?.reservation_enable_for_user === '1';
}
