import type { Context } from 'hono';

/**
 * Whether the visitor reached us over HTTPS: directly, or through proxies we trust (`TRUST_PROXY`
 * > 0) whose outermost one says so in `X-Forwarded-Proto`. Decides HSTS and the session cookie's
 * `Secure` flag. Without trusted proxies the header is ignored (anyone could send it).
 */
export function isSecureRequest(c: Context, trustProxyHops: number): boolean {
  if (new URL(c.req.url).protocol === 'https:') return true;
  if (trustProxyHops <= 0) return false;
  const protos = (c.req.header('x-forwarded-proto') ?? '').split(',').map((s) => s.trim().toLowerCase()).filter(Boolean);
  // Each proxy may append its own; the one the outermost trusted proxy wrote is `trustProxyHops` from the end.
  const seen = protos[Math.max(0, protos.length - trustProxyHops)];
  return seen === 'https';
}
