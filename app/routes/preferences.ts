import { redirect } from 'react-router';
import { endpoints } from '../lib/api/endpoints';
import { serverApiClient } from '../lib/api/server-client';
import { isHttpsRequest, preferenceCookie, safeRedirectPath } from '../lib/preference-cookies';
import type { Route } from './+types/preferences';

/**
 * One mutation route for presentation choices, switching on `intent` (theme, locale, currency). Answers with
 * a 303 back to the page, so the pickers work before JavaScript loads; with JavaScript the root
 * loader revalidates and the page switches in place.
 */
export async function action({ request, context }: Route.ActionArgs) {
  const form = await request.formData();
  const back = safeRedirectPath(form.get('redirectTo'));
  const secure = isHttpsRequest(request);
  const headers = new Headers();
  const value = String(form.get('value') ?? '');

  switch (form.get('intent')) {
    case 'theme':
      if (value !== 'light' && value !== 'dark') throw new Response('Unknown theme', { status: 422 });
      headers.append('Set-Cookie', preferenceCookie('theme', value, secure));
      break;
    case 'locale': {
      const languages = await endpoints.activeLanguages(serverApiClient(context, undefined));
      const language = languages.data.find((l) => l.locale === value);
      if (!language) throw new Response('Unknown language', { status: 422 });
      headers.append('Set-Cookie', preferenceCookie('locale', language.locale, secure));
      headers.append('Set-Cookie', preferenceCookie('dir', language.backward ? 'rtl' : 'ltr', secure));
      break;
    }
    case 'currency': {
      const currencies = await endpoints.activeCurrencies(serverApiClient(context, undefined));
      const currency = currencies.data.find((c) => String(c.id) === value);
      if (!currency) throw new Response('Unknown currency', { status: 422 });
      headers.append('Set-Cookie', preferenceCookie('currency_id', String(currency.id), secure));
      break;
    }
    default:
      throw new Response('Unknown intent', { status: 422 });
  }
  return redirect(back, { status: 303, headers });
}
