import { useTranslation } from '../../lib/i18n/I18nProvider';
import { Sheet } from '../../ui/overlay/Sheet';
import { CartContents } from './CartContents';
import { useCartModel } from './use-cart';

/** The cart drawer (lazy chunk): end-side sheet on desktop, bottom sheet at 576px and below. */
export default function CartDrawer({ open, onOpenChange }: { open: boolean; onOpenChange(open: boolean): void }) {
  const { t } = useTranslation();
  const model = useCartModel();
  return (
    <Sheet open={open} onOpenChange={onOpenChange} title={t('cart.title')}>
      <CartContents model={model} onNavigate={() => onOpenChange(false)} />
    </Sheet>
  );
}
