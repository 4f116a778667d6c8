import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { settings } from '../../server/db/schema';
import { tileOrigin } from '../../server/http/security-headers';
import { useSeededApp } from '../support/app';

// Every answer (API, images, pages) carries the security headers; the page-side half (the nonce on
// the render's inline scripts, hydration under the policy) is in tests/e2e/shell.test.ts.

const seeded = useSeededApp();

describe('security headers', () => {
  it('API answers: CSP allowing only the store (and its map tiles), no framing, no sniffing, a strict referrer policy', async () => {
    const res = await seeded.app.request('/api/v1/rest/settings');
    const csp = res.headers.get('content-security-policy') ?? '';
    expect(csp).toContain("default-src 'self'");
    expect(csp).toMatch(/script-src 'self' 'nonce-[A-Za-z0-9+/=]{16,}'/);
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toContain("object-src 'none'");
    expect(csp).toContain('img-src \'self\' data: blob: https://*.tile.openstreetmap.org');
    expect(res.headers.get('x-frame-options')).toBe('DENY');
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(res.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
    // A fresh nonce every response.
    const again = (await seeded.app.request('/api/v1/rest/settings')).headers.get('content-security-policy');
    expect(again).not.toBe(csp);
  });

  it('the map tiles origin follows the setting', async () => {
    await seeded.db.update(settings).set({ value: 'https://maps.example.net/tiles/{z}/{x}/{y}.png' }).where(eq(settings.key, 'map_tile_url'));
    await expect
      .poll(async () => (await seeded.app.request('/api/v1/rest/currencies')).headers.get('content-security-policy'), { timeout: 5_000 })
      .toContain('https://maps.example.net');
    await seeded.reset();
  });

  it('HSTS only when the visitor came over HTTPS: a trusted proxy saying so, never a client alone', async () => {
    const https = { 'X-Forwarded-Proto': 'https' };
    expect((await seeded.app.request('/api/v1/rest/settings', { headers: https })).headers.get('strict-transport-security')).toBeNull();
    const behindProxy = seeded.freshApp({}, { auth: { trustProxyHops: 1 } });
    expect((await behindProxy.request('/api/v1/rest/settings', { headers: https })).headers.get('strict-transport-security')).toMatch(/max-age=\d{7,}/);
    expect((await behindProxy.request('/api/v1/rest/settings', { headers: { 'X-Forwarded-Proto': 'http' } })).headers.get('strict-transport-security')).toBeNull();
  });

  it('tile origins: subdomain placeholders become a wildcard; anything but http(s) is left out', () => {
    expect(tileOrigin('https://{s}.tile.openstreetmap.org/{z}/{x}/{y}.png')).toBe('https://*.tile.openstreetmap.org');
    expect(tileOrigin('http://localhost:8080/{z}/{x}/{y}.png')).toBe('http://localhost:8080');
    expect(tileOrigin('javascript:alert(1)')).toBeUndefined();
    expect(tileOrigin('')).toBeUndefined();
    expect(tileOrigin("https://evil.example'; script-src *")).toBeUndefined();
  });
});
