/**
 * Addresses the server calls out to (sign-in providers, payment providers): HTTPS, or plain HTTP
 * only on this machine — the local stand-ins the tests use. Checked when the settings are read,
 * so a typo can never send keys over plain HTTP to another host.
 */
const LOOPBACK = ['localhost', '127.0.0.1', '[::1]'];

export function isLoopbackHttp(url: string): boolean {
  const { protocol, hostname } = new URL(url);
  return protocol === 'http:' && LOOPBACK.includes(hostname);
}

export function isHttpsOrLoopback(url: string): boolean {
  return new URL(url).protocol === 'https:' || isLoopbackHttp(url);
}

export const HTTPS_OR_LOOPBACK_MESSAGE = 'must be https:// (http:// only for localhost)';
