import type { ResultView } from './payment-result';

const TONE: Record<ResultView, string> = {
  paid: 'bg-positive/15 text-positive',
  refunded: 'bg-brand/15 text-brand',
  pending: 'bg-brand/15 text-brand',
  failed: 'bg-negative/15 text-negative',
  canceled: 'bg-negative/15 text-negative',
  left: 'bg-negative/15 text-negative',
};

/** The outcome's picture (decoration: the heading says it in words). */
export function ResultIcon({ view }: { view: ResultView }) {
  const path =
    view === 'paid' ? 'M5 12.5l4.5 4.5L19 7.5'
    : view === 'pending' ? 'M12 7v5l3 2'
    : view === 'refunded' ? 'M9 8L5 12l4 4M5 12h10a4 4 0 000-8h-2'
    : 'M8 8l8 8M16 8l-8 8';
  return (
    <span aria-hidden="true" className={`inline-flex size-12 shrink-0 items-center justify-center rounded-full ${TONE[view]}`}>
      <svg viewBox="0 0 24 24" className={`size-7 ${view === 'refunded' ? 'rtl:-scale-x-100' : ''}`} fill="none" stroke="currentColor" strokeWidth="2.2" strokeLinecap="round" strokeLinejoin="round">
        {view === 'pending' && <circle cx="12" cy="12" r="8" />}
        <path d={path} />
      </svg>
    </span>
  );
}
