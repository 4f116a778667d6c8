import { lazy, Suspense, useState } from 'react';
import type { Cart } from '../../../contract/cart';
import { useTranslation } from '../../lib/i18n/I18nProvider';
import { useRootStore } from '../../lib/store/RootStoreProvider';
import { pillLink } from '../../ui/styles';
import { useCustomerCart } from '../cart/use-customer-cart';
import { memberParts, type MemberPart } from './group-cart-view';
import { GroupParts } from './GroupParts';

const ConfirmDialog = lazy(() => import('./ConfirmDialog'));

/**
 * The members of the owner's group cart, under the owner's own lines in the cart (lazy chunk,
 * issue #16): each member's name, status, lines with addons and subtotal (read only: the owner
 * cannot edit members' lines, contract §5.7), "Remove" per member (CT7, asked first) and
 * "Cancel group" (CT4, asked first), which ends it for everyone.
 */
export default function OwnerGroupSection({ cart }: { cart: Cart }) {
  const { t } = useTranslation();
  const currency = useRootStore((s) => s.currency);
  const customerCart = useCustomerCart();
  const [removing, setRemoving] = useState<MemberPart | null>(null);
  const [cancelling, setCancelling] = useState(false);
  const others = memberParts(cart, null).filter((part) => !part.isOwner);
  const owner = () => Promise.all([customerCart(), import('./owner-group')]);
  return (
    <section aria-labelledby="owner-group-title" className="flex flex-col gap-3 border-t border-line px-4 py-3" data-testid="owner-group">
      <h3 id="owner-group-title" className="font-bold">{t('group.members')}</h3>
      {others.length > 0 && <GroupParts parts={others} currency={currency} onRemove={setRemoving} />}
      <button type="button" className={`${pillLink} self-start text-sm`} onClick={() => setCancelling(true)}>
        {t('group.cancel')}
      </button>
      <Suspense>
        {removing && (
          <ConfirmDialog
            open
            onOpenChange={(open) => !open && setRemoving(null)}
            title={t('group.remove.title', { name: removing.name })}
            text={t('group.remove.text')}
            confirm={t('group.remove.confirm')}
            danger
            onConfirm={() => void owner().then(([{ ctx }, calls]) => calls.kickMember(ctx, cart.id, removing.uuid))}
          />
        )}
        {cancelling && (
          <ConfirmDialog
            open
            onOpenChange={(open) => !open && setCancelling(false)}
            title={t('group.cancel.title')}
            text={t('group.cancel.text')}
            confirm={t('group.cancel')}
            cancel={t('group.keep')}
            danger
            onConfirm={() => void owner().then(([{ ctx }, calls]) => calls.cancelGroup(ctx))}
          />
        )}
      </Suspense>
    </section>
  );
}
