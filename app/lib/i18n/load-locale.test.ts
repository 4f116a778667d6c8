import { describe, expect, it } from 'vitest';
import { loadLocale, LocaleNotFoundError } from './load-locale';

function scripted(statuses: Array<number | 'network'>) {
  const calls: string[] = [];
  const fetch = (async (url: string) => {
    calls.push(url);
    const next = statuses.shift() ?? 200;
    if (next === 'network') throw new TypeError('Failed to fetch');
    return new Response(next === 200 ? JSON.stringify({ 'shop.open': 'مفتوح' }) : '{}', { status: next });
  }) as unknown as typeof globalThis.fetch;
  return { fetch, calls };
}

describe('loadLocale', () => {
  it('retries failures after 350, 700, 1400… ms and returns the bundle', async () => {
    const waits: number[] = [];
    const { fetch, calls } = scripted(['network', 503, 'network', 200]);
    const bundle = await loadLocale('ar', 'translation', { fetch, sleep: async (ms) => void waits.push(ms) });
    expect(bundle).toEqual({ 'shop.open': 'مفتوح' });
    expect(calls).toEqual(Array(4).fill('/locales/ar/translation.json'));
    expect(waits).toEqual([350, 700, 1400]);
  });

  it('gives up after 5 retries', async () => {
    const waits: number[] = [];
    const { fetch, calls } = scripted(Array(10).fill(503));
    await expect(loadLocale('ar', 'translation', { fetch, sleep: async (ms) => void waits.push(ms) })).rejects.toThrow(/503/);
    expect(calls).toHaveLength(6);
    expect(waits).toEqual([350, 700, 1400, 2800, 5600]);
  });

  it('does not retry a language the server does not have', async () => {
    const { fetch, calls } = scripted([404]);
    await expect(loadLocale('xx', 'translation', { fetch, sleep: async () => {} })).rejects.toBeInstanceOf(LocaleNotFoundError);
    expect(calls).toHaveLength(1);
  });
});
