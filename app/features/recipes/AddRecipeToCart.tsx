import { lazy, Suspense, useState } from 'react';
import type { Recipe } from '../../../contract/recipes';
import { useTranslation } from '../../lib/i18n/I18nProvider';
import { useRootStore } from '../../lib/store/RootStoreProvider';
import { focusRing } from '../../ui/styles';
import { notify } from '../../ui/toast/notify';
import { useCartAdd } from '../cart/use-cart-add';
import { recipeCartPlan } from './recipe-cart';

// Asked only when the cart holds another shop's items (spec §5).
const ReplaceCartPrompt = lazy(() => import('../cart/ReplaceCartPrompt'));

/**
 * "Add N items to cart" (issue #19): the recipe's available ingredients at their recipe quantity go
 * to the cart through the cart's own code (visitor, customer or group member: use-cart-add.ts),
 * line after line; another shop's cart asks first (the replace prompt, then the first line
 * replaces the cart). Unavailable ingredients are named under the button and skipped.
 */
export function AddRecipeToCart({ recipe }: { recipe: Pick<Recipe, 'shop_id' | 'stocks'> }) {
  const { t } = useTranslation();
  const currency = useRootStore((s) => s.currency);
  const cart = useCartAdd();
  const [busy, setBusy] = useState(false);
  const [asking, setAsking] = useState(false);
  const plan = recipeCartPlan(recipe, currency?.rate);
  const count = plan.lines.length;

  async function addAll(replacing: boolean) {
    setBusy(true);
    try {
      for (const [i, line] of plan.lines.entries()) {
        const result = await (replacing && i === 0 ? cart.replace(line) : cart.add(line));
        if (result.status === 'replace-needed') return setAsking(true);
        // The cart code has said what went wrong (a toast).
        if (result.status === 'failed') return;
      }
      notify('success', t('recipes.cart.added', { count }));
      if (plan.skipped.length) notify('warning', t('recipes.cart.skipped', { items: plan.skipped.join(', ') }));
    } finally {
      setBusy(false);
    }
  }

  return (
    <div className="mt-4">
      <button
        type="button"
        disabled={busy || count === 0}
        aria-busy={busy}
        onClick={() => void addAll(false)}
        className={`w-full rounded-full bg-brand px-5 py-3 font-semibold text-brand-ink hover:opacity-90 disabled:cursor-not-allowed disabled:opacity-50 ${focusRing}`}
      >
        {count === 0 ? t('recipes.cart.none') : busy ? t('recipes.cart.adding') : t('recipes.cart.add', { count })}
      </button>
      {plan.skipped.length > 0 && (
        <p className="mt-2 text-sm text-ink-muted">{t('recipes.cart.unavailable', { items: plan.skipped.join(', ') })}</p>
      )}
      {asking && (
        <Suspense>
          <ReplaceCartPrompt
            open
            onOpenChange={(open) => !open && setAsking(false)}
            onConfirm={() => {
              setAsking(false);
              void addAll(true);
            }}
          />
        </Suspense>
      )}
    </div>
  );
}
