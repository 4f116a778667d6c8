import { Link } from 'react-router';
import type { RecipeCard } from '../../../contract/recipes';
import { useTranslation } from '../../lib/i18n/I18nProvider';
import type { ImageLayout } from '../../lib/images';
import { StoredImage } from '../../ui/StoredImage';
import { focusRing, pillLink } from '../../ui/styles';
import { EmptyState, ListPage } from '../browse/ListPage';
import { CategoryFilter } from '../pages/CategoryFilter';
import { listHref } from '../pages/content-request';
import { RecipeFacts } from './RecipeFacts';

/** Cards: 1, 2 then 3 columns of `max-w-6xl px-4`. */
const CARD_LAYOUT: ImageLayout = { sizes: '(min-width: 1152px) 360px, (min-width: 1024px) 33vw, (min-width: 640px) 50vw, calc(100vw - 2rem)', maxWidth: 607 };

type Props = { recipes: RecipeCard[]; categories: Array<{ id: number; title: string }>; categoryId: number | undefined; page: number; lastPage: number };

/** /recipes (RC1): recipe cards with time, calories and the shop; category filter and pages as links. */
export function RecipeList({ recipes, categories, categoryId, page, lastPage }: Props) {
  const { t } = useTranslation();
  return (
    <ListPage
      title={t('recipes.title')}
      subtitle={t('recipes.subtitle')}
      page={page}
      lastPage={lastPage}
      pageHref={(n) => listHref('/recipes', { category_id: categoryId }, n)}
    >
      <CategoryFilter
        label={t('recipes.categories')}
        categories={categories}
        current={categoryId}
        href={(id) => listHref('/recipes', { category_id: id })}
      />
      {recipes.length ? (
        <ul className="mt-6 grid gap-4 sm:grid-cols-2 sm:gap-5 lg:grid-cols-3">
          {recipes.map((r, i) => (
            <li key={r.id}>
              <Link
                to={`/recipes/${r.id}`}
                className={`group flex h-full flex-col overflow-hidden rounded-2xl border border-line bg-surface-raised shadow-sm transition hover:shadow-md ${focusRing}`}
              >
                <div className="aspect-[3/2] bg-line/40">
                  {r.img && <StoredImage src={r.img} alt="" width={600} height={400} {...CARD_LAYOUT} priority={i === 0} className="size-full object-cover" />}
                </div>
                <div className="flex flex-1 flex-col gap-1 p-4">
                  {r.category?.translation && <span className="text-xs font-semibold uppercase tracking-wide text-brand">{r.category.translation.title}</span>}
                  <h2 className="text-lg font-semibold group-hover:underline">{r.translation?.title}</h2>
                  {r.translation?.description && <p className="line-clamp-2 text-sm text-ink-muted">{r.translation.description}</p>}
                  <RecipeFacts totalTime={r.total_time} calories={r.calories} className="mt-auto pt-2" />
                  {r.shop.translation && <p className="text-sm text-ink-muted">{t('recipes.from_shop', { shop: r.shop.translation.title })}</p>}
                </div>
              </Link>
            </li>
          ))}
        </ul>
      ) : (
        <EmptyState
          title={t('recipes.empty')}
          action={
            categoryId ? (
              <Link to="/recipes" className={pillLink}>
                {t('recipes.all')}
              </Link>
            ) : undefined
          }
        />
      )}
    </ListPage>
  );
}
