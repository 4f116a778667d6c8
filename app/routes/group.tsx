import { data, redirect } from 'react-router';
import { cachePolicy } from '../../contract/cache-policy';
import { parseSessionUser } from '../features/auth/session-user';
import { pageMeta } from '../features/browse/page-meta';
import { groupApi } from '../features/group-order/group-api';
import { groupLanding, kindOf, NAME_LIMIT, readGroupInvite } from '../features/group-order/group-link';
import { JoinForm } from '../features/group-order/JoinForm';
import { parseJoinForm } from '../features/group-order/join-form';
import { clearMemberCookie, memberCookie, MEMBER_COOKIE, memberForGroup, parseMemberCookie } from '../features/group-order/member-cookie';
import { ApiResponseError } from '../lib/api/client';
import { serverApiClient } from '../lib/api/server-client';
import { isHttpsRequest } from '../lib/preference-cookies';
import { readPreferences } from '../lib/preferences';
import { parse } from 'cookie';
import type { Route } from './+types/group';

/**
 * The group order's invite link, `/group/{shopId}?g={cartId}&o={ownerId}&t={type}` (contract §5.7,
 * issue #16). GET: the owner goes to their shop page, everyone else to the shop page's join form
 * (`/{t}/{shopId}?g=…`); a `member` cookie of another group is dropped on the way. POST (the join
 * form, at `/group/{shopId}?join`): GC1 with the name, then the `member` cookie and a 303 to the shop page — so
 * joining works before JavaScript loads. A refused name comes back as 422 with the field's error
 * (the form's fetcher shows it; without JavaScript this route draws the form itself).
 */
export const headers: Route.HeadersFunction = ({ actionHeaders, loaderHeaders }) => {
  const headers = new Headers({ 'Cache-Control': cachePolicy.none });
  for (const cookie of [...actionHeaders.getSetCookie(), ...loaderHeaders.getSetCookie()]) headers.append('Set-Cookie', cookie);
  return headers;
};

export const meta: Route.MetaFunction = ({ matches }) => pageMeta(matches, (t) => ({ title: t('group.join.title_anonymous'), description: t('group.join.text') }));

export function loader({ request, params }: Route.LoaderArgs) {
  const url = new URL(request.url);
  // The join form's own address (`?join`): its refusals are drawn here (no redirect).
  if (url.searchParams.has('join')) return null;
  const invite = readGroupInvite(params.shopId, url.searchParams);
  if (!invite) throw data('Not a group order link', { status: 404 });
  const prefs = readPreferences(request.headers.get('Cookie'));
  const user = prefs.authorization ? parseSessionUser(prefs.user) : null;
  const current = parseMemberCookie(parse(request.headers.get('Cookie') ?? '')[MEMBER_COOKIE]);
  const { stale } = memberForGroup(current, invite.cartId);
  return redirect(groupLanding(invite, user?.id ?? null), stale ? { headers: { 'Set-Cookie': clearMemberCookie(isHttpsRequest(request)) } } : undefined);
}

export async function action({ request, params, context }: Route.ActionArgs) {
  const form = await request.formData();
  const parsed = parseJoinForm(form, params.shopId);
  // What the form is drawn again with, when refused.
  const values = {
    name: String(form.get('name') ?? '').slice(0, 200),
    cartId: Number(form.get('cart_id')) || 0,
    type: kindOf(String(form.get('type'))),
    ownerName: String(form.get('owner_name') ?? '').slice(0, NAME_LIMIT),
  };
  if (!parsed.ok) return data({ errors: parsed.errors, invalid: parsed.invalid, values }, { status: parsed.invalid ? 404 : 422 });
  const { value } = parsed;
  const prefs = readPreferences(request.headers.get('Cookie'));
  const api = serverApiClient(context, prefs.locale, prefs.authorization);
  try {
    const joined = (await groupApi.join(api, { name: value.name, shop_id: value.shopId, cart_id: value.cartId })).data;
    const member = { uuid: joined.uuid, cart_id: joined.cart_id, shop_id: joined.shop_id };
    const landing = `/${value.type}/${value.shopId}?${new URLSearchParams({ g: String(member.cart_id), ...(value.ownerName ? { n: value.ownerName } : {}) })}`;
    return redirect(landing, { status: 303, headers: { 'Set-Cookie': memberCookie(member, isHttpsRequest(request)) } });
  } catch (error) {
    if (!(error instanceof ApiResponseError) || error.status >= 500) throw error;
    // The server's own field message (a name it refused) or, for anything else, "cannot join".
    const nameRefused = error.status === 422 && Boolean((error.data as { params?: Record<string, unknown> } | null)?.params?.name);
    return data(
      { errors: nameRefused ? { name: 'group.join.required' as const } : {}, invalid: !nameRefused, values },
      { status: error.status },
    );
  }
}

/**
 * Only drawn when the join form was posted without JavaScript and refused: the form again (an
 * address typed by hand, without a group, says the group is not valid).
 */
export default function GroupJoinPage({ actionData, params }: Route.ComponentProps) {
  const values = actionData?.values;
  const refused = actionData ?? { errors: {}, invalid: true, values: { name: '', cartId: 0, type: 'restaurant' as const, ownerName: '' } };
  return (
    <main className="mx-auto max-w-xl px-4 py-6 sm:py-10">
      <JoinForm shopId={Number(params.shopId)} cartId={values?.cartId ?? 0} type={values?.type ?? 'restaurant'} ownerName={values?.ownerName ?? ''} refused={refused} />
    </main>
  );
}
