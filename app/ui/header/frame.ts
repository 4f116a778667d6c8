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

/** The non-empty parts of a path: `/shop/1/` → `['shop', '1']`. */
export function pathSegments(pathname: string): string[] {
  return pathname.split('/').filter(Boolean);
}

export function pageFrame(pathname: string): PageFrame {
  const parts = pathSegments(pathname);
  const first = parts[0] ?? '';
  if (AUTH_PAGES.includes(first)) return 'auth';
  // `orders/…` (order pages) and any path with a checkout step, e.g. /restaurant/1/checkout.
  if ((first === 'orders' && parts.length > 1) || parts.includes('checkout')) return 'compact';
  if (COMPACT_PAGES.includes(first) && first !== 'orders') return 'compact';
  // /restaurant/{id} is the same shop page under its other name: the same header.
  if ((first === 'shop' || first === 'restaurant') && parts.length > 1) return 'shop';
  return 'full';
}
