import { useTranslation } from '../../../lib/i18n/I18nProvider';
import { focusRing, pillLink } from '../../../ui/styles';

/**
 * Search inside the shop: a plain GET form (`?q=`), so it works before JavaScript loads; the
 * server narrows the products.
 */
export function ShopSearch({ query, shopTitle, clearHref }: { query: string; shopTitle: string; clearHref: string }) {
  const { t } = useTranslation();
  return (
    <form method="get" role="search" className="mt-6 flex gap-2">
      <label htmlFor="shop-search" className="sr-only">
        {t('shop_page.search_label', { title: shopTitle })}
      </label>
      <input
        id="shop-search"
        type="search"
        name="q"
        defaultValue={query}
        maxLength={100}
        placeholder={t('shop_page.search_placeholder')}
        className={`h-11 min-w-0 flex-1 rounded-full border border-line bg-surface-raised px-4 placeholder:text-ink-muted ${focusRing}`}
      />
      <button type="submit" className={`h-11 rounded-full bg-brand px-5 font-semibold text-brand-ink hover:opacity-90 ${focusRing}`}>
        {t('shop_page.search_submit')}
      </button>
      {query && (
        <a href={clearHref} className={`${pillLink} flex h-11 items-center`}>
          {t('shop_page.search_clear')}
        </a>
      )}
    </form>
  );
}
