import { lazy, Suspense, useEffect, useMemo, useRef, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { useTranslation } from '../../lib/i18n/I18nProvider';
import { formatMoney } from '../../lib/money';
import { useRootStore } from '../../lib/store/RootStoreProvider';
import { focusRing, pillLink } from '../../ui/styles';
import { notify } from '../../ui/toast/notify';
import { card, primaryButton } from '../profile/Field';
import { memberParts, ownPart } from './group-cart-view';
import { GroupParts } from './GroupParts';
import type { ShopGroup } from './load-group';
import { getMemberStore, useMemberState, type MemberState } from './member-store';
import { useMemberGroupLive } from './use-group-live';
import { useMemberCalls } from './use-member-calls';

const ConfirmDialog = lazy(() => import('./ConfirmDialog'));

type Props = { group: Extract<ShopGroup, { kind: 'member' }>; shopPath: string };

/**
 * A guest member's view of the group on the shop page (contract §5.7 "Member view"): every
 * member's part with only their own lines editable, the group total, "I'm done" / "Keep choosing"
 * (GC5) and "Leave group" (GC6). Drawn by the server from the loader's GC2 answer, then kept up
 * to date by the member's calls, the group's live events (GC2 again on each) and, with no live
 * channel, GC2 every 5 s. When the group ends for the member: invalid
 * → the spec's "cannot join" text; kicked → the spec's text as a toast and back to the shop;
 * placed → the order's number and status (still followed every 5 s).
 */
export default function MemberView({ group, shopPath }: Props) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const currency = useRootStore((s) => s.currency);
  const calls = useMemberCalls(group.member);
  const stored = useMemberState((s) => s);
  // The server's render (and the first browser render) use the loader's answer; then the store.
  const fromLoader: MemberState = useMemo(
    () => ({ member: group.member, cart: group.cart, status: group.ended ?? (group.cart ? 'ready' : 'failed'), order: group.order, saving: 0 }),
    [group],
  );
  const state = stored.member?.uuid === group.member.uuid && stored.status !== 'idle' ? stored : fromLoader;
  useEffect(() => {
    const current = getMemberStore().getState();
    if (current.member?.uuid !== group.member.uuid || current.status === 'idle') getMemberStore().setState(fromLoader);
  }, [fromLoader, group.member.uuid]);

  // Kicked or left while on the page: said once, and the page becomes the plain shop page.
  const announced = useRef(state.status);
  useEffect(() => {
    if (state.status === announced.current) return;
    announced.current = state.status;
    if (state.status === 'kicked' || state.status === 'left') {
      notify(state.status === 'kicked' ? 'error' : 'info', t(state.status === 'kicked' ? 'group.kicked' : 'group.left'));
      void navigate(shopPath, { replace: true });
    }
  }, [state.status, navigate, shopPath, t]);

  const following = state.status === 'ready' || state.status === 'failed' || state.status === 'placed';
  useMemberGroupLive(group.member, following, calls.reload);
  const [leaving, setLeaving] = useState(false);

  const title = group.ownerName ? t('group.member.title', { owner: group.ownerName }) : t('group.member.title_anonymous');
  if (state.status === 'invalid' || state.status === 'kicked') {
    return (
      <Ended title={title} shopPath={shopPath}>
        {t(state.status === 'kicked' ? 'group.kicked' : 'group.invalid')}
      </Ended>
    );
  }
  if (state.status === 'placed') {
    return (
      <section aria-labelledby="group-member-title" className={`${card} flex flex-col gap-2`} data-testid="group-placed">
        <h2 id="group-member-title" className="text-lg font-bold">{t('group.placed.title')}</h2>
        {state.order && (
          <p role="status" className="font-medium">
            {t('group.placed.text', { id: state.order.id, status: t(`order.status.${state.order.status}` as 'order.status.new') })}
          </p>
        )}
      </section>
    );
  }
  const cart = state.cart;
  const mine = cart ? ownPart(cart, group.member.uuid) : null;
  const choosing = mine?.status ?? true;
  return (
    <section aria-labelledby="group-member-title" className={`${card} flex flex-col gap-3`} data-testid="group-member">
      <div className="flex flex-wrap items-center gap-2">
        <h2 id="group-member-title" className="min-w-0 flex-1 text-lg font-bold">{title}</h2>
      </div>
      <p className="text-sm text-ink-muted">{t('group.member.hint')}</p>
      {cart ? (
        <GroupParts parts={memberParts(cart, group.member.uuid)} currency={currency} onQuantity={calls.setQuantity} wide />
      ) : (
        <p role="alert" className="flex flex-wrap items-center gap-2">
          {t('group.load_failed')}
          <button type="button" className={pillLink} onClick={calls.reload}>{t('group.retry')}</button>
        </p>
      )}
      <div className="flex flex-wrap items-center gap-2 border-t border-line pt-3">
        {cart && (
          <p className="me-auto font-bold">
            {t('group.total')} <span className="tabular-nums" data-testid="group-total">{formatMoney(cart.total_price, currency)}</span>
          </p>
        )}
        <button type="button" className={pillLink} onClick={() => setLeaving(true)}>{t('group.leave')}</button>
        <button type="button" className={primaryButton} onClick={calls.toggleStatus} disabled={!cart}>
          {choosing ? t('group.mark_done') : t('group.mark_choosing')}
        </button>
      </div>
      {leaving && (
        <Suspense>
          <ConfirmDialog
            open
            onOpenChange={(open) => !open && setLeaving(false)}
            title={t('group.leave.title')}
            text={t('group.leave.text')}
            confirm={t('group.leave')}
            onConfirm={calls.leave}
            danger
          />
        </Suspense>
      )}
    </section>
  );
}

function Ended({ title, shopPath, children }: { title: string; shopPath: string; children: React.ReactNode }) {
  const { t } = useTranslation();
  return (
    <section aria-labelledby="group-member-title" className={`${card} flex flex-col gap-2`} data-testid="group-ended">
      <h2 id="group-member-title" className="text-lg font-bold">{title}</h2>
      <p role="alert" className="font-medium text-negative">{children}</p>
      <Link to={shopPath} replace className={`self-start text-sm underline ${focusRing}`}>{t('group.back_to_shop')}</Link>
    </section>
  );
}
