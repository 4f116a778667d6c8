import { useEffect, useState } from 'react';
import { ApiResponseError } from '../../lib/api/client';
import { browserApiClient } from '../../lib/api/browser-client';
import { useBrowserApiBase } from '../../lib/api/use-browser-api-base';
import { parcelEndpoints } from './api';

type Point = { latitude: number; longitude: number };

export type ParcelPriceState =
  | { state: 'idle' }
  | { state: 'loading' }
  | { state: 'ok'; price: number }
  | { state: 'error'; message: string; status: number };

const DEBOUNCE_MS = 300;

/**
 * Contract §5.11: PC2 whenever the type, either pin or the currency changes, once all are set.
 * The answer is the server's price in the chosen currency; a refusal ("Sorry, we're not available
 * here") is handed back for the page to say, and paying waits for a price. Only the latest
 * question's answer counts.
 */
export function useParcelPrice(q: { typeId: number | null; from: Point | null; to: Point | null; currencyId: number | null; locale: string }): ParcelPriceState {
  const base = useBrowserApiBase();
  const { typeId, from, to, currencyId, locale } = q;
  const [fLat, fLng, tLat, tLng] = [from?.latitude, from?.longitude, to?.latitude, to?.longitude];
  const complete = typeId !== null && fLat !== undefined && fLng !== undefined && tLat !== undefined && tLng !== undefined;
  // The question as one value: an answer counts only for the question it was asked for.
  const question = complete ? [typeId, fLat, fLng, tLat, tLng, currencyId, locale].join('|') : '';
  const [answer, setAnswer] = useState<{ question: string; result: ParcelPriceState } | null>(null);
  useEffect(() => {
    if (!question || typeId === null || fLat === undefined || fLng === undefined || tLat === undefined || tLng === undefined) return;
    let current = true;
    const timer = setTimeout(() => {
      parcelEndpoints
        .price(browserApiClient(base, locale), { from: { latitude: fLat, longitude: fLng }, to: { latitude: tLat, longitude: tLng }, typeId, currencyId: currencyId ?? undefined })
        .then(({ data }) => current && setAnswer({ question, result: { state: 'ok', price: data.price } }))
        .catch((error: unknown) => {
          if (!current) return;
          const status = error instanceof ApiResponseError ? error.status : 0;
          const message = error instanceof ApiResponseError ? (error.data?.message ?? '') : '';
          setAnswer({ question, result: { state: 'error', message, status } });
        });
    }, DEBOUNCE_MS);
    return () => {
      current = false;
      clearTimeout(timer);
    };
  }, [base, question, locale, typeId, fLat, fLng, tLat, tLng, currencyId]);
  if (!question) return { state: 'idle' };
  return answer?.question === question ? answer.result : { state: 'loading' };
}
