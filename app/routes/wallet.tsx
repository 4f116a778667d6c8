import { cachePolicy } from '../../contract/cache-policy';
import { pageMeta } from '../features/browse/page-meta';
import { loadWallet } from '../features/wallet/load-wallet';
import { SendMoneyButton } from '../features/wallet/SendMoneyButton';
import { TopUpForm } from '../features/wallet/TopUpForm';
import { walletAction } from '../features/wallet/wallet-action';
import { WalletHistoryList } from '../features/wallet/WalletHistoryList';
import { withRouteErrors } from '../lib/api/route-errors';
import { useTranslation } from '../lib/i18n/I18nProvider';
import { formatMoney } from '../lib/money';
import { Pagination } from '../ui/Pagination';
import { RouteErrorBoundary } from '../ui/RouteErrorBoundary';
import type { Route } from './+types/wallet';

// Personal data: never stored by a shared cache or the browser's.
export const headers: Route.HeadersFunction = () => ({ 'Cache-Control': cachePolicy.none });

export const meta: Route.MetaFunction = ({ matches }) => [
  ...pageMeta(matches, (t) => ({ title: t('wallet.title'), description: t('wallet.description') })),
  { name: 'robots', content: 'noindex' },
];

/** Sign-in only (require-session, issue #17): balance, history page (W1), top-up providers (#20). */
// Refusals of bad URL input are the 404/400 page (lib/api/route-errors).
export const loader = withRouteErrors(({ request, context }: Route.LoaderArgs) => loadWallet(request, context));

/** `intent=send`: W4 on the server; `intent=topup`: PAY3 and the provider's page (features/wallet/wallet-action). */
export const action = ({ request, context }: Route.ActionArgs) => walletAction(request, context);

export default function Wallet({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { balance, currency, history, page, lastPage, topUpMethods } = loaderData;
  const topUp = actionData && 'topUp' in actionData ? actionData.topUp : undefined;
  const topUpForm = <TopUpForm methods={topUpMethods} currency={currency} refused={topUp} />;
  return (
    <main className="mx-auto grid max-w-3xl gap-5 px-4 py-6 sm:py-10">
      <h1 className="text-2xl font-bold">{t('wallet.title')}</h1>
      <section aria-labelledby="wallet-balance" className="flex flex-wrap items-center justify-between gap-4 rounded-2xl border border-line bg-surface-raised p-4 sm:p-6">
        <div>
          <h2 id="wallet-balance" className="text-sm font-medium text-ink-muted">{t('wallet.balance')}</h2>
          <p dir="ltr" className="text-3xl font-bold tabular-nums rtl:text-right" data-testid="wallet-balance">{formatMoney(balance, currency)}</p>
        </div>
        <SendMoneyButton currency={currency} />
      </section>
      {/* A usable top-up comes first; the note that there is none goes after the history. */}
      {topUpMethods.length > 0 && topUpForm}
      <section aria-labelledby="wallet-history" className="grid gap-3">
        <h2 id="wallet-history" className="text-lg font-semibold">{t('wallet.history.title')}</h2>
        <WalletHistoryList entries={history} currency={currency} />
        <Pagination page={page} lastPage={lastPage} />
      </section>
      {topUpMethods.length === 0 && topUpForm}
    </main>
  );
}

export { RouteErrorBoundary as ErrorBoundary };
