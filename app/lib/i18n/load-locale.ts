import type { Bundle } from './translator';

/** Spec §4: the translation loader retries up to 5 times, first after 350 ms, doubling each time. */
export const LOCALE_RETRIES = 5;
export const LOCALE_RETRY_MS = 350;

type Options = {
  fetch?: typeof fetch;
  retries?: number;
  retryMs?: number;
  sleep?: (ms: number) => Promise<void>;
};

const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * Fetches `/locales/{lng}/{ns}.json` (served by the API with a one-hour cache). A 404 means the
 * language is not active and is not retried; network errors and other statuses are.
 */
export async function loadLocale(lng: string, ns = 'translation', options: Options = {}): Promise<Bundle> {
  const { fetch: get = fetch, retries = LOCALE_RETRIES, retryMs = LOCALE_RETRY_MS, sleep = wait } = options;
  const url = `/locales/${encodeURIComponent(lng)}/${encodeURIComponent(ns)}.json`;
  for (let attempt = 0; ; attempt++) {
    try {
      const res = await get(url, { headers: { Accept: 'application/json' } });
      if (res.ok) return (await res.json()) as Bundle;
      if (res.status === 404) throw new LocaleNotFoundError(lng);
      if (attempt >= retries) throw new Error(`Loading ${url} failed with status ${res.status}`);
    } catch (error) {
      if (error instanceof LocaleNotFoundError || attempt >= retries) throw error;
    }
    await sleep(retryMs * 2 ** attempt);
  }
}

export class LocaleNotFoundError extends Error {
  constructor(readonly lng: string) {
    super(`No active language ${lng}`);
    this.name = 'LocaleNotFoundError';
  }
}
