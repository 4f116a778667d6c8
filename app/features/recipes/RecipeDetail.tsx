import { Link } from 'react-router';
import type { Recipe } from '../../../contract/recipes';
import { useTranslation } from '../../lib/i18n/I18nProvider';
import type { ImageLayout } from '../../lib/images';
import { formatMoney } from '../../lib/money';
import { productPath, shopPath } from '../../lib/seo';
import { useRootStore } from '../../lib/store/RootStoreProvider';
import { StoredImage } from '../../ui/StoredImage';
import { focusRing } from '../../ui/styles';
import { displayAmount } from '../catalog/product/product-choice';
import { OperatorHtml, type HtmlParts } from '../pages/OperatorHtml';
import { AddRecipeToCart } from './AddRecipeToCart';
import { RecipeFacts } from './RecipeFacts';

/** The hero spans the page (`max-w-6xl px-4`). */
const HERO_LAYOUT: ImageLayout = { sizes: '(min-width: 1152px) 1120px, calc(100vw - 2rem)', maxWidth: 1120 };

type Props = { recipe: Omit<Recipe, 'ingredient' | 'instruction'>; html: HtmlParts };

const section = 'rounded-2xl border border-line bg-surface-raised p-4 sm:p-6';

/** /recipes/{id} (RC2): picture, facts, ingredients with the shop's products, steps, nutrition. */
export function RecipeDetail({ recipe, html }: Props) {
  const { t } = useTranslation();
  const currency = useRootStore((s) => s.currency);
  const title = recipe.translation?.title ?? t('recipes.title');
  const hero = recipe.bg_img ?? recipe.img;
  const shopName = recipe.shop.translation?.title ?? recipe.shop.slug;
  return (
    <main className="mx-auto max-w-6xl px-4 py-6 sm:py-8">
      <nav aria-label={t('content.breadcrumb')} className="text-sm text-ink-muted">
        <Link to="/recipes" className={`underline-offset-4 hover:underline ${focusRing}`}>
          {t('recipes.title')}
        </Link>
        {recipe.category?.translation && (
          <>
            <span aria-hidden="true"> / </span>
            <Link to={`/recipes?category_id=${recipe.category.id}`} className={`underline-offset-4 hover:underline ${focusRing}`}>
              {recipe.category.translation.title}
            </Link>
          </>
        )}
      </nav>
      <h1 className="mt-2 text-2xl font-bold sm:text-4xl">{title}</h1>
      {recipe.translation?.description && <p className="mt-2 max-w-3xl text-lg text-ink-muted">{recipe.translation.description}</p>}
      <RecipeFacts totalTime={recipe.total_time} activeTime={recipe.active_time} calories={recipe.calories} servings={recipe.servings} className="mt-3" />
      {hero && <StoredImage src={hero} alt="" width={1200} height={600} {...HERO_LAYOUT} priority className="mt-5 aspect-[2/1] w-full rounded-2xl object-cover sm:aspect-[5/2]" />}

      <div className="mt-6 grid gap-6 lg:grid-cols-[minmax(0,5fr)_minmax(0,7fr)]">
        <div className="flex flex-col gap-6">
          <section aria-labelledby="recipe-ingredients" className={section}>
            <h2 id="recipe-ingredients" className="text-xl font-semibold">{t('recipes.ingredients')}</h2>
            <OperatorHtml html={html.ingredients} className="mt-3" />
          </section>
          <section aria-labelledby="recipe-products" className={section}>
            <h2 id="recipe-products" className="text-xl font-semibold">{t('recipes.products', { shop: shopName })}</h2>
            <p className="mt-1 text-sm">
              <Link to={shopPath(recipe.shop)} className={`text-brand underline-offset-4 hover:underline ${focusRing}`}>
                {t('recipes.visit_shop', { shop: shopName })}
              </Link>
            </p>
            {recipe.stocks.length ? (
              <ul className="mt-3 divide-y divide-line">
                {recipe.stocks.map((s) => {
                  const name = s.product.translation?.title ?? s.sku ?? '';
                  const unit = s.product.unit?.translation?.title;
                  return (
                    <li key={s.id} className={`flex items-center gap-3 py-3 ${s.available ? '' : 'opacity-70'}`}>
                      <div className="size-12 shrink-0 overflow-hidden rounded-lg bg-line/40">
                        {s.product.img && <StoredImage src={s.product.img} alt="" width={48} height={48} sizes="48px" maxWidth={96} className="size-full object-cover" />}
                      </div>
                      <div className="min-w-0 flex-1">
                        <Link to={productPath(recipe.shop, s.product.uuid)} className={`font-medium underline-offset-4 hover:underline ${focusRing}`}>
                          {name}
                        </Link>
                        <p className="text-sm text-ink-muted">
                          {`× ${displayAmount(s.min_quantity, s.product.interval)}${unit ? ` ${unit}` : ''}`}
                          {!s.available && <span className="ms-2 rounded-full bg-line px-2 py-0.5 text-xs font-semibold text-ink">{t('recipes.out_of_stock')}</span>}
                        </p>
                      </div>
                      <span className="shrink-0 font-semibold tabular-nums">{formatMoney(s.total_price * s.min_quantity, currency)}</span>
                    </li>
                  );
                })}
              </ul>
            ) : (
              <p className="mt-3 text-ink-muted">{t('recipes.no_products')}</p>
            )}
            {recipe.origin_price > 0 && (
              <p className="mt-3 flex justify-between border-t border-line pt-3 font-semibold">
                <span>{t('recipes.products_total')}</span>
                <span className="tabular-nums">{formatMoney(recipe.origin_price, currency)}</span>
              </p>
            )}
            <AddRecipeToCart recipe={recipe} />
          </section>
        </div>
        <div className="flex flex-col gap-6">
          <section aria-labelledby="recipe-steps" className={section}>
            <h2 id="recipe-steps" className="text-xl font-semibold">{t('recipes.steps')}</h2>
            <OperatorHtml html={html.instructions} className="mt-3" />
          </section>
          {recipe.nutritions.length > 0 && (
            <section aria-labelledby="recipe-nutrition" className={section}>
              <h2 id="recipe-nutrition" className="text-xl font-semibold">{t('recipes.nutrition')}</h2>
              <table className="mt-3 w-full text-start">
                <caption className="sr-only">{t('recipes.nutrition_caption', { count: recipe.servings })}</caption>
                <thead>
                  <tr className="text-sm text-ink-muted">
                    <th scope="col" className="py-1 text-start font-medium">{t('recipes.nutrient')}</th>
                    <th scope="col" className="py-1 text-end font-medium">{t('recipes.amount')}</th>
                    <th scope="col" className="py-1 text-end font-medium">{t('recipes.daily_value')}</th>
                  </tr>
                </thead>
                <tbody className="divide-y divide-line">
                  {recipe.nutritions.map((n) => (
                    <tr key={n.id}>
                      <th scope="row" className="py-2 text-start font-medium">{n.translation?.title}</th>
                      <td className="py-2 text-end tabular-nums">{n.weight}</td>
                      <td className="py-2 text-end tabular-nums">{`${n.percentage}%`}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </section>
          )}
        </div>
      </div>
    </main>
  );
}
