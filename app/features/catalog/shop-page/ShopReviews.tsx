import type { ShopReview } from '../../../../contract/shops';
import { useTranslation } from '../../../lib/i18n/I18nProvider';
import { Avatar } from '../../../ui/Avatar';
import { pillLink } from '../../../ui/styles';

type Props = {
  rating: number;
  reviews: { items: ShopReview[]; page: number; lastPage: number; total: number };
  /** Dates are shown in the shop's time zone, so server and browser print the same day. */
  timeZone: string;
  /** `?reviews_page=n` link, keeping the rest of the page's query. */
  pageHref: (page: number) => string;
};

function Stars({ rating }: { rating: number }) {
  const full = Math.round(rating);
  return (
    <span aria-hidden="true" className="tracking-tight text-brand">
      {'★'.repeat(full)}
      <span className="text-line">{'★'.repeat(5 - full)}</span>
    </span>
  );
}

/** SH10: the average, the count and a page of the shop's reviews, newest first. */
export function ShopReviews({ rating, reviews, timeZone, pageHref }: Props) {
  const { t, locale } = useTranslation();
  const date = new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeZone });
  return (
    <section id="reviews" aria-labelledby="reviews-title" className="mt-12 scroll-mt-20">
      <h2 id="reviews-title" className="text-xl font-bold">
        {t('shop_page.reviews_title')}
      </h2>
      <p className="mt-2 flex items-center gap-3">
        <span className="text-3xl font-bold">{rating.toFixed(1)}</span>
        <span className="flex flex-col text-sm">
          <Stars rating={rating} />
          <span className="text-ink-muted">{t('shop.reviews', { count: reviews.total })}</span>
        </span>
      </p>
      {reviews.items.length === 0 ? (
        <p className="mt-4 text-ink-muted">{t('shop_page.reviews_empty')}</p>
      ) : (
        <ul className="mt-4 grid gap-3 md:grid-cols-2">
          {reviews.items.map((r) => (
            <li key={r.id} className="rounded-2xl border border-line bg-surface-raised p-4">
              <div className="flex items-center gap-3">
                <Avatar img={r.user.img} alt="" className="size-10" />
                <div className="min-w-0">
                  <p className="truncate font-medium">{[r.user.firstname, r.user.lastname].filter(Boolean).join(' ')}</p>
                  <p className="text-xs text-ink-muted">
                    <time dateTime={r.created_at}>{date.format(new Date(r.created_at))}</time>
                  </p>
                </div>
                <span className="ms-auto text-sm">
                  <Stars rating={r.rating} />
                  <span className="sr-only">{t('shop.rating', { rating: r.rating.toFixed(1) })}</span>
                </span>
              </div>
              {r.comment && (
                <p dir="auto" className="mt-3 text-start text-sm">
                  {r.comment}
                </p>
              )}
            </li>
          ))}
        </ul>
      )}
      {reviews.lastPage > 1 && (
        <nav aria-label={t('shop_page.reviews_pages')} className="mt-4 flex items-center gap-3">
          {reviews.page > 1 && (
            <a href={pageHref(reviews.page - 1)} rel="prev" className={pillLink}>
              {t('pagination.previous')}
            </a>
          )}
          <span className="text-sm text-ink-muted">{t('pagination.status', { page: reviews.page, last: reviews.lastPage })}</span>
          {reviews.page < reviews.lastPage && (
            <a href={pageHref(reviews.page + 1)} rel="next" className={pillLink}>
              {t('pagination.next')}
            </a>
          )}
        </nav>
      )}
    </section>
  );
}
