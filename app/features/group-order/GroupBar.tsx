import { lazy, Suspense, useEffect } from 'react';
import { useRouteLoaderData } from 'react-router';
import type { loader as rootLoader } from '../../root';
import { kindOf } from './group-link';
import type { ShopGroup } from './load-group';
import { clearMemberCookie } from './member-cookie';
import { StartGroupButton } from './StartGroupButton';

// Only members load the member view's code, and only invitees the join form's (the server draws
// both; hydration waits for them; the join form posts natively until then).
const MemberView = lazy(() => import('./MemberView'));
const JoinForm = lazy(() => import('./JoinForm').then((m) => ({ default: m.JoinForm })));

type Props = { group: ShopGroup; shop: { id: number; type: string | null | undefined; title: string; open: boolean; path: string } };

/**
 * The group order's place on the shop page (issue #16), above the shop's server HTML: the join
 * form for a guest with an invite (`?g=`), the member's view once joined, or — for a signed-in
 * customer, with the `group_order` setting on and the shop open (contract §5.5) — "Start group
 * order". The shop page renders it only when `groupBarShows` (group-bar-module.ts loads it).
 */
export default function GroupBar({ group, shop: { type, ...rest } }: Props) {
  const shop = { ...rest, type: kindOf(type) };
  const root = useRouteLoaderData<typeof rootLoader>('root');
  const staleCookie = group.kind === 'join' && group.staleCookie;
  // A member cookie of another group is dropped (contract §5.7).
  useEffect(() => {
    if (staleCookie) document.cookie = clearMemberCookie(location.protocol === 'https:');
  }, [staleCookie]);
  if (group.kind === 'join') {
    return (
      <div className="pt-4" data-group-bar="">
        <Suspense>
          <JoinForm shopId={shop.id} cartId={group.cartId} type={shop.type} ownerName={group.ownerName} />
        </Suspense>
      </div>
    );
  }
  if (group.kind === 'member') {
    return (
      <div className="pt-4" data-group-bar="">
        <Suspense>
          <MemberView group={group} shopPath={shop.path} />
        </Suspense>
      </div>
    );
  }
  // The shop page draws this only when `groupBarShows`: here, a signed-in customer may start one.
  if (!root?.user) return null;
  return (
    <div className="flex justify-end pt-4" data-group-bar="">
      <StartGroupButton shop={shop} ownerName={root.user.firstname} />
    </div>
  );
}
