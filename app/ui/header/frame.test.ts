import { describe, expect, it } from 'vitest';
import { backTarget } from './back-target';
import { pageFrame } from './frame';

describe('pageFrame', () => {
  it.each([
    ['/login', 'auth'], ['/register', 'auth'], ['/reset-password', 'auth'], ['/verify-phone', 'auth'],
    ['/update-password', 'auth'], ['/update-details', 'auth'], ['/welcome', 'auth'],
    ['/orders/12', 'compact'], ['/restaurant/3/checkout', 'compact'], ['/profile', 'compact'],
    ['/settings/notification', 'compact'], ['/help', 'compact'], ['/be-seller', 'compact'], ['/saved-locations', 'compact'], ['/shop/7/checkout', 'compact'],
    ['/shop/5', 'shop'], ['/shop/5/anything', 'shop'], ['/restaurant/5', 'shop'],
    ['/', 'full'], ['/orders', 'full'], ['/shop', 'full'], ['/wallet', 'full'], ['/loginx', 'full'],
  ])('%s → %s', (path, frame) => {
    expect(pageFrame(path)).toBe(frame);
  });
});

describe('backTarget', () => {
  it('goes to /orders from order pages, one step back (else to the shop) from checkout, else home', () => {
    expect(backTarget('/orders/7')).toEqual({ to: '/orders', historyBack: false });
    expect(backTarget('/restaurant/3/checkout')).toEqual({ to: '/restaurant/3', historyBack: true });
    expect(backTarget('/shop/la-brasa/checkout')).toEqual({ to: '/shop/la-brasa', historyBack: true });
    expect(backTarget('/profile')).toEqual({ to: '/', historyBack: false });
    expect(backTarget('/help')).toEqual({ to: '/', historyBack: false });
  });
});
