import { useRouteLoaderData } from 'react-router';
import type { Address } from '../../contract/addresses';
import { cachePolicy } from '../../contract/cache-policy';
import type { Paginated } from '../../contract/http';
import { isChosen } from '../features/address/saved-address';
import { SavedAddressCard } from '../features/address/SavedAddressCard';
import { SavedAddressForm } from '../features/address/SavedAddressForm';
import { savedLocationsAction, type SavedLocationsActionData } from '../features/address/saved-locations-action';
import { requireSession } from '../features/auth/require-session';
import { pageMeta } from '../features/browse/page-meta';
import { SavedNotice } from '../features/profile/SavedNotice';
import { useTranslation } from '../lib/i18n/I18nProvider';
import type { loader as rootLoader } from '../root';
import { RouteErrorBoundary } from '../ui/RouteErrorBoundary';
import type { Route } from './+types/saved-locations';
import { withRouteErrors } from '../lib/api/route-errors';

// Personal data: never stored by a shared cache or the browser's.
export const headers: Route.HeadersFunction = () => ({ 'Cache-Control': cachePolicy.none });

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta(matches, (t) => ({ title: t('addresses.title'), description: t('addresses.description') }));

/** Sign-in only (require-session): the customer's saved addresses (AD1); `?edit=<id>` opens one in the form. */
// Refusals of bad URL input are the 404/400 page (lib/api/route-errors).
export const loader = withRouteErrors(loadPage);

async function loadPage({ request, context }: Route.LoaderArgs) {
  const { api } = requireSession(request, context);
  const { data: addresses } = await api.get<Paginated<Address>>('dashboard/user/addresses', { perPage: 100 });
  const edit = Number(new URL(request.url).searchParams.get('edit'));
  return { addresses, editId: addresses.some((a) => a.id === edit) ? edit : null };
}

export const action = ({ request, context }: Route.ActionArgs) => savedLocationsAction(request, context);

const SAVED = {
  created: 'addresses.saved.created',
  updated: 'addresses.saved.updated',
  deleted: 'addresses.saved.deleted',
  activated: 'addresses.saved.activated',
} as const;

export default function SavedLocations({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const root = useRouteLoaderData<typeof rootLoader>('root');
  const { addresses } = loaderData;
  const refused: SavedLocationsActionData | undefined = actionData;
  // A refused edit keeps its form open (the post has no `?edit=`).
  const editId = loaderData.editId ?? (refused?.intent === 'update' ? (refused.id ?? null) : null);
  const editing = addresses.find((a) => a.id === editId);
  const formErrors = refused && (refused.intent === (editing ? 'update' : 'create')) ? refused : undefined;
  const listError = refused && (refused.intent === 'delete' || refused.intent === 'activate') ? refused.errors.form : undefined;
  if (!root) return null;
  return (
    <main className="mx-auto grid max-w-2xl gap-4 px-4 py-6 sm:py-10">
      <h1 className="text-2xl font-bold">{t('addresses.title')}</h1>
      <SavedNotice messages={SAVED} />
      {listError && (
        <p role="alert" className="rounded-xl border border-line bg-surface-raised px-4 py-3 text-negative">
          {'key' in listError ? t(listError.key) : listError.message}
        </p>
      )}
      {addresses.length ? (
        <ul className="grid gap-3" aria-label={t('addresses.title')}>
          {addresses.map((saved) => (
            <SavedAddressCard key={saved.id} saved={saved} chosen={isChosen(saved, root.address)} />
          ))}
        </ul>
      ) : (
        <p className="text-ink-muted">{t('addresses.empty')}</p>
      )}
      <SavedAddressForm
        key={editing?.id ?? 'new'}
        editing={editing}
        start={root.address}
        tileUrl={root.settings.map_tile_url ?? ''}
        errors={formErrors?.errors ?? {}}
        values={formErrors?.values}
      />
    </main>
  );
}

export { RouteErrorBoundary as ErrorBoundary };
