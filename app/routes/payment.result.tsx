import { cachePolicy } from '../../contract/cache-policy';
import { pageMeta } from '../features/browse/page-meta';
import { loadPaymentResult } from '../features/payments/load-payment-result';
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
 * A provider's form POST back (PayTabs) never reaches this module: server/ssr/payment-return.ts
 * turns it into a same-site GET first.
 */
export const loader = withRouteErrors(({ request, context }: Route.LoaderArgs) => loadPaymentResult(request, context));

export default function PaymentResultPage({ loaderData }: Route.ComponentProps) {
  return (
    <main className="mx-auto grid w-full max-w-2xl gap-5 px-4 py-8 sm:py-14">
      <PaymentResult data={loaderData} />
    </main>
  );
}

export { RouteErrorBoundary as ErrorBoundary };
