/**
 * Which page frame a path gets (spec §2):
 * - `auth`: sign-in style pages — translations only, no persisted store, no header;
 * - `compact`: a slim header with a back button;
 * - `shop`: the full header, not sticky (the shop hero scrolls it away);
 * - `full`: the full header (desktop from 1140px, mobile below).
 */
export type PageFrame = 'auth' | 'compact' | 'shop' | 'full';

const AUTH_PAGES = ['register', 'login', 'reset-password', 'verify-phone', 'update-password', 'update-details', 'welcome'];
const COMPACT_PAGES = ['checkout', 'profile', 'settings', 'saved-locations', 'help', 'orders', 'be-seller'];

function segments(pathname: string): string[] {
  return pathname.split('/').filter(Boolean);
}

export function pageFrame(pathname: string): PageFrame {
  const parts = segments(pathname);
  const first = parts[0] ?? '';
  if (AUTH_PAGES.includes(first)) return 'auth';
  // `orders/…` (order pages) and any path with a checkout step, e.g. /restaurant/1/checkout.
  if ((first === 'orders' && parts.length > 1) || parts.includes('checkout')) return 'compact';
  if (COMPACT_PAGES.includes(first) && first !== 'orders') return 'compact';
  // /restaurant/{id} is the same shop page under its other name: the same header.
  if ((first === 'shop' || first === 'restaurant') && parts.length > 1) return 'shop';
  return 'full';
}

/**
 * Where the compact header's back button goes: /orders on order pages, the shop on its checkout,
 * else /. On checkout the spec asks for one step back: `historyBack` says to take it when the
 * visit came from inside the store; `to` is where a checkout opened directly goes (and where the
 * link leads before the page's code has arrived).
 */
export function backTarget(pathname: string): { to: string; historyBack: boolean } {
  const parts = segments(pathname);
  if (parts[0] === 'orders') return { to: '/orders', historyBack: false };
  const checkout = parts.indexOf('checkout');
  if (checkout > 0) return { to: `/${parts.slice(0, checkout).join('/')}`, historyBack: true };
  return { to: '/', historyBack: false };
}
