import type { SmsSender } from './types';

export type HttpSmsOptions = {
  /** `SMS_GATEWAY_URL`: receives `POST {to, message}` as JSON. */
  url: string;
  /** `SMS_GATEWAY_TOKEN`: sent as `Authorization: Bearer …` when set. */
  token?: string | undefined;
  timeoutMs?: number;
  fetch?: typeof fetch;
};

/**
 * An SMS gateway reached over HTTP: `POST <url>` with `{"to": "+<digits>", "message": "<text>"}`.
 * Any 2xx counts as sent; anything else (or no answer within the timeout) is a failure, which the
 * API reports as 'Sms not sent!'. Gateways with another body shape sit behind a small adapter
 * service or a new SmsSender.
 */
export function createHttpSmsSender(options: HttpSmsOptions): SmsSender {
  const doFetch = options.fetch ?? fetch;
  return {
    name: 'http',
    async send(message) {
      const headers: Record<string, string> = { 'Content-Type': 'application/json', Accept: 'application/json' };
      if (options.token) headers.Authorization = `Bearer ${options.token}`;
      const res = await doFetch(options.url, {
        method: 'POST',
        headers,
        body: JSON.stringify({ to: `+${message.to}`, message: message.text }),
        signal: AbortSignal.timeout(options.timeoutMs ?? 10_000),
      });
      // Drain the body so the connection can be reused.
      await res.arrayBuffer().catch(() => undefined);
      if (!res.ok) throw new Error(`SMS gateway answered ${res.status}`);
    },
  };
}
