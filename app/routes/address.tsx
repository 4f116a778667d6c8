import { data, redirect, useRouteLoaderData } from 'react-router';
import { addressCookie } from '../features/address/address-cookie';
import { parseAddressForm } from '../features/address/address-form';
import { AddressForm } from '../features/address/AddressForm';
import { pageMeta } from '../features/browse/page-meta';
import { useTranslation } from '../lib/i18n/I18nProvider';
import { isHttpsRequest, safeRedirectPath } from '../lib/preference-cookies';
import type { loader as rootLoader } from '../root';
import type { Route } from './+types/address';

/**
 * GET: the address as a plain form, where every address entry leads without JavaScript
 * (`?redirectTo=` is the page to go back to). With JavaScript the entries open the map dialog.
 */
export function loader({ request }: Route.LoaderArgs) {
  return { redirectTo: safeRedirectPath(new URL(request.url).searchParams.get('redirectTo')) };
}

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta(matches, (t) => ({ title: t('address.title'), description: t('address.placeholder') }));

/**
 * Saves the chosen delivery address (intent `address`) in the `address` cookie and answers with a
 * 303 back to the page, so a plain form post works; with JavaScript the loaders revalidate and
 * every list follows the new point. Invalid input comes back as 422 with errors per field, shown
 * on this page by the form.
 */
export async function action({ request }: Route.ActionArgs) {
  const form = await request.formData();
  const result = parseAddressForm(form);
  if (!result.ok) return data({ errors: result.errors, redirectTo: safeRedirectPath(form.get('redirectTo')) }, { status: 422 });
  const secure = isHttpsRequest(request);
  return redirect(safeRedirectPath(form.get('redirectTo')), {
    status: 303,
    headers: { 'Set-Cookie': addressCookie(result.value, secure) },
  });
}

export default function AddressPage({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const root = useRouteLoaderData<typeof rootLoader>('root');
  if (!root) return null;
  return (
    <main className="mx-auto max-w-xl px-4 py-6 sm:py-10">
      <h1 className="mb-4 text-2xl font-bold">{t('address.title')}</h1>
      <AddressForm current={root.address} redirectTo={actionData?.redirectTo ?? loaderData.redirectTo} errors={actionData?.errors} />
    </main>
  );
}
