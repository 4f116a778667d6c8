import type { Context, MiddlewareHandler } from 'hono';
import { NONCE, secureHeaders } from 'hono/secure-headers';
import { isSecureRequest } from './secure-request';

export type SecurityHeaderOptions = {
  /** Proxies trusted for `X-Forwarded-Proto` (HSTS only over HTTPS). */
  trustProxyHops: number;
  /** Origin of the map tiles (the `map_tile_url` setting), read per request from the cached settings. */
  mapTileOrigin?: () => Promise<string | undefined>;
};

/** `https://{s}.tile.example/{z}/{x}/{y}.png` → `https://*.tile.example`; anything unusable → undefined. */
export function tileOrigin(template: string | undefined): string | undefined {
  if (!template) return undefined;
  const wildcard = template.replace(/\{s\}/g, 'tiles-subdomain');
  try {
    const url = new URL(wildcard.replace(/\{[^}]*\}/g, '0'));
    if (url.protocol !== 'https:' && url.protocol !== 'http:') return undefined;
    return `${url.protocol}//${url.host.replace('tiles-subdomain', '*')}`;
  } catch {
    return undefined;
  }
}

type SecurityEnv = { Variables: { secureHeadersNonce?: string; mapTileOrigin?: string } };

/**
 * Every response's security headers, from Hono's maintained implementation: a Content Security
 * Policy that lets the page run only the store's own scripts and the inline ones the server
 * render wrote with this response's nonce (React Router's hydration data, streamed chunks);
 * styles may be inline (the inlined stylesheet, style attributes: no script runs through them);
 * images from the store, `data:`/`blob:` (picked photos) and the map tiles' origin; no framing
 * by anyone (clickjacking), no MIME sniffing, no full URLs sent to other sites, HSTS over HTTPS.
 * The nonce reaches the render through the storefront's load context (`cspNonce`).
 */
export function securityHeaders(options: SecurityHeaderOptions): MiddlewareHandler<SecurityEnv> {
  const headers = secureHeaders({
    contentSecurityPolicy: {
      defaultSrc: ["'self'"],
      scriptSrc: ["'self'", NONCE],
      styleSrc: ["'self'", "'unsafe-inline'"],
      imgSrc: ["'self'", 'data:', 'blob:', (c: Context<SecurityEnv>) => c.var.mapTileOrigin ?? ''],
      fontSrc: ["'self'"],
      // The browser calls only this site (a remote API_URL is reached through it).
      connectSrc: ["'self'"],
      objectSrc: ["'none'"],
      baseUri: ["'self'"],
      frameAncestors: ["'none'"],
    },
    xFrameOptions: 'DENY',
    referrerPolicy: 'strict-origin-when-cross-origin',
    // Images and API answers may be read by a storefront on another origin (`API_URL`).
    crossOriginResourcePolicy: false,
    // Set below, only when the visitor came over HTTPS.
    strictTransportSecurity: false,
  });
  return async (c, next) => {
    const origin = await options.mapTileOrigin?.();
    if (origin) c.set('mapTileOrigin', origin);
    await headers(c, async () => {
      await next();
      if (isSecureRequest(c, options.trustProxyHops)) c.header('Strict-Transport-Security', 'max-age=31536000; includeSubDomains');
    });
  };
}
