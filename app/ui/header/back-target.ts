import { pathSegments } from './frame';

// The compact header's alone: kept out of frame.ts, which every page loads with the shell.

/**
 * Where the compact header's back button goes: /orders on order pages, the shop on its checkout,
 * else /. On checkout the spec asks for one step back: `historyBack` says to take it when the
 * visit came from inside the store; `to` is where a checkout opened directly goes (and where the
 * link leads before the page's code has arrived).
 */
export function backTarget(pathname: string): { to: string; historyBack: boolean } {
  const parts = pathSegments(pathname);
  if (parts[0] === 'orders') return { to: '/orders', historyBack: false };
  const checkout = parts.indexOf('checkout');
  if (checkout > 0) return { to: `/${parts.slice(0, checkout).join('/')}`, historyBack: true };
  return { to: '/', historyBack: false };
}
