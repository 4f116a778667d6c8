import { Link } from 'react-router';
import type { Career, CareerSummary } from '../../../contract/careers';
import { useTranslation } from '../../lib/i18n/I18nProvider';
import { focusRing, pillLink } from '../../ui/styles';
import { EmptyState, ListPage } from '../browse/ListPage';
import { CategoryFilter } from '../pages/CategoryFilter';
import { listHref } from '../pages/content-request';
import { OperatorHtml, type HtmlParts } from '../pages/OperatorHtml';

type ListProps = { careers: CareerSummary[]; categories: Array<{ id: number; title: string }>; categoryId: number | undefined; page: number; lastPage: number };

function Place({ text }: { text: string | null | undefined }) {
  if (!text) return null;
  return (
    <span className="inline-flex items-center gap-1">
      <svg aria-hidden="true" viewBox="0 0 24 24" className="size-4 fill-none stroke-current" strokeWidth="1.8">
        <path d="M12 21s7-6.2 7-12a7 7 0 0 0-14 0c0 5.8 7 12 7 12z" />
        <circle cx="12" cy="9" r="2.5" />
      </svg>
      <bdi>{text}</bdi>
    </span>
  );
}

/** /careers (CR1): open positions by category. */
export function CareerList({ careers, categories, categoryId, page, lastPage }: ListProps) {
  const { t } = useTranslation();
  return (
    <ListPage title={t('careers.title')} subtitle={t('careers.subtitle')} page={page} lastPage={lastPage} pageHref={(n) => listHref('/careers', { category_id: categoryId }, n)}>
      <CategoryFilter label={t('careers.categories')} categories={categories} current={categoryId} href={(id) => listHref('/careers', { category_id: id })} />
      {careers.length ? (
        <ul className="mt-6 grid gap-3 sm:grid-cols-2">
          {careers.map((c) => (
            <li key={c.id}>
              <Link to={`/careers/${c.id}`} className={`group flex h-full flex-col gap-1 rounded-2xl border border-line bg-surface-raised p-4 shadow-sm transition hover:shadow-md ${focusRing}`}>
                {c.category?.translation && <span className="text-xs font-semibold uppercase tracking-wide text-brand">{c.category.translation.title}</span>}
                <h2 className="text-lg font-semibold group-hover:underline">{c.translation?.title}</h2>
                <span className="text-sm text-ink-muted">
                  <Place text={c.translation?.address ?? c.location} />
                </span>
              </Link>
            </li>
          ))}
        </ul>
      ) : (
        <EmptyState
          title={t('careers.empty')}
          action={categoryId ? <Link to="/careers" className={pillLink}>{t('careers.all')}</Link> : undefined}
        />
      )}
    </ListPage>
  );
}

type Position = Omit<Career, 'translation'> & { translation: Omit<NonNullable<Career['translation']>, 'description'> | null };

/** /careers/{id} (CR2): the position, its description and how to apply (an e-mail). */
export function CareerDetail({ career, html }: { career: Position; html: HtmlParts }) {
  const { t } = useTranslation();
  const title = career.translation?.title ?? t('careers.title');
  const email = career.apply.email;
  return (
    <main className="mx-auto max-w-3xl px-4 py-6 sm:py-8">
      <nav aria-label={t('content.breadcrumb')} className="text-sm text-ink-muted">
        <Link to="/careers" className={`underline-offset-4 hover:underline ${focusRing}`}>{t('careers.title')}</Link>
        {career.category?.translation && (
          <>
            <span aria-hidden="true"> / </span>
            <Link to={`/careers?category_id=${career.category.id}`} className={`underline-offset-4 hover:underline ${focusRing}`}>
              {career.category.translation.title}
            </Link>
          </>
        )}
      </nav>
      <h1 className="mt-2 text-2xl font-bold sm:text-4xl">{title}</h1>
      <p className="mt-2 text-ink-muted">
        <Place text={career.translation?.address ?? career.location} />
      </p>
      <OperatorHtml html={html.description} className="mt-6" />
      <section aria-labelledby="career-apply" className="mt-8 rounded-2xl border border-line bg-surface-raised p-4 sm:p-6">
        <h2 id="career-apply" className="text-xl font-semibold">{t('careers.apply.title')}</h2>
        {email ? (
          <>
            <p className="mt-1 text-ink-muted">{t('careers.apply.text')}</p>
            <a
              href={`mailto:${email}?subject=${encodeURIComponent(title)}`}
              className={`mt-4 inline-flex rounded-full bg-brand px-5 py-2.5 font-semibold text-brand-ink hover:opacity-90 ${focusRing}`}
            >
              {t('careers.apply.email', { email })}
            </a>
          </>
        ) : (
          <p className="mt-1 text-ink-muted">{t('careers.apply.none')}</p>
        )}
      </section>
    </main>
  );
}
