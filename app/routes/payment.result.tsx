import { redirect } from 'react-router';
import { cachePolicy } from '../../contract/cache-policy';
import { pageMeta } from '../features/browse/page-meta';
import { loadPaymentResult } from '../features/payments/load-payment-result';
import { PAYMENT_RESULT_PATH, returnQuery } from '../features/payments/payment-result';
import { PaymentResult } from '../features/payments/PaymentResult';
import { withRouteErrors } from '../lib/api/route-errors';
import { RouteErrorBoundary } from '../ui/RouteErrorBoundary';
import type { Route } from './+types/payment.result';

// One customer's payment, read live from the provider: never stored by any cache.
export const headers: Route.HeadersFunction = () => ({ 'Cache-Control': cachePolicy.none });

export const meta: Route.MetaFunction = ({ matches }) => [
  ...pageMeta(matches, (t) => ({ title: t('payment.result.title'), description: t('payment.result.description') })),
  { name: 'robots', content: 'noindex' },
];

/**
 * /payment/result?transaction={id} (issue #20): where a payment provider sends the customer
 * back. Sign-in only; the outcome is the server's (features/payments/load-payment-result.ts).
 */
export const loader = withRouteErrors(({ request, context }: Route.LoaderArgs) => loadPaymentResult(request, context));

/**
 * Providers that return with a form POST (PayTabs): the POST carries no session cookie from
 * another site (SameSite=Lax), so it becomes a GET of this page with the posted fields in the
 * query (bounded like any return query), which the browser then sends with its cookie.
 */
export async function action({ request }: Route.ActionArgs) {
  const url = new URL(request.url);
  const form = await request.formData().catch(() => new FormData());
  const query = new URLSearchParams(url.searchParams);
  for (const [name, value] of form) if (typeof value === 'string' && !query.has(name)) query.append(name, value);
  const kept = new URLSearchParams(returnQuery(query));
  const transaction = url.searchParams.get('transaction');
  if (transaction) kept.set('transaction', transaction);
  return redirect(`${PAYMENT_RESULT_PATH}?${kept.toString()}`, 303);
}

export default function PaymentResultPage({ loaderData }: Route.ComponentProps) {
  return (
    <main className="mx-auto grid w-full max-w-2xl gap-5 px-4 py-8 sm:py-14">
      <PaymentResult data={loaderData} />
    </main>
  );
}

export { RouteErrorBoundary as ErrorBoundary };
