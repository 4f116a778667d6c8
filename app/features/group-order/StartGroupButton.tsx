import { lazy, Suspense, useState } from 'react';
import { useTranslation } from '../../lib/i18n/I18nProvider';
import { focusRing } from '../../ui/styles';
import { useServerCart } from '../cart/server-cart-store';
import { useCustomerCart } from '../cart/use-customer-cart';
import { groupInviteUrl, type ShopKind } from './group-link';

// The dialogs and the owner's calls load on the first tap.
const ShareDialog = lazy(() => import('./ShareDialog'));
const ReplaceCartPrompt = lazy(() => import('../cart/ReplaceCartPrompt'));

type Props = { shop: { id: number; type: ShopKind; title: string }; ownerName: string };

/**
 * The owner's "Start group order" on a shop page (issue #16; shown when the `group_order` setting
 * is on and the shop is open, contract §5.5): opens a cart for the shop if needed (CT5), makes it
 * a group (CT6) — another shop's cart with lines asks first, then CT4, CT5, CT6 — and shows the
 * share dialog. Once this shop's cart is a group it reads "Invite to group order".
 */
export function StartGroupButton({ shop, ownerName }: Props) {
  const { t } = useTranslation();
  const customerCart = useCustomerCart();
  const grouped = useServerCart((s) => Boolean(s.cart?.group && s.cart.shop_id === shop.id));
  const [busy, setBusy] = useState(false);
  const [asking, setAsking] = useState(false);
  const [url, setUrl] = useState<string | null>(null);
  const [open, setOpen] = useState(false);

  async function start(replace = false) {
    setBusy(true);
    const [{ ctx }, owner] = await Promise.all([customerCart(), import('./owner-group')]);
    const result = await owner.startGroup(ctx, shop.id, replace);
    setBusy(false);
    if (result.status === 'replace-needed') setAsking(true);
    if (result.status !== 'started') return;
    setUrl(groupInviteUrl(window.location.origin, { shopId: shop.id, cartId: result.cartId, ownerId: result.ownerId, type: shop.type, ownerName }));
    setOpen(true);
  }

  return (
    <>
      <button
        type="button"
        onClick={() => void start()}
        disabled={busy}
        aria-busy={busy || undefined}
        aria-haspopup="dialog"
        className={`inline-flex items-center gap-2 rounded-full border border-brand px-4 py-2 font-semibold text-ink hover:bg-brand hover:text-brand-ink disabled:opacity-60 ${focusRing}`}
      >
        <svg aria-hidden="true" viewBox="0 0 24 24" className="size-5 fill-none stroke-current" strokeWidth="1.8">
          <circle cx="9" cy="8" r="3" />
          <path d="M3 19c.6-3 3-5 6-5s5.4 2 6 5M16 5.5a3 3 0 0 1 0 5.5M18 14c1.6.6 2.7 2.3 3 5" strokeLinecap="round" />
        </svg>
        {busy ? t('group.starting') : grouped ? t('group.invite') : t('group.start')}
      </button>
      {asking && (
        <Suspense>
          <ReplaceCartPrompt
            open
            onOpenChange={(next) => !next && setAsking(false)}
            onConfirm={() => {
              setAsking(false);
              void start(true);
            }}
          />
        </Suspense>
      )}
      {url && (
        <Suspense>
          <ShareDialog open={open} onOpenChange={setOpen} url={url} shopTitle={shop.title} />
        </Suspense>
      )}
    </>
  );
}
