import type { MarketplaceStat, Page } from '../../../contract/pages';
import { formatLocalDate } from '../../lib/dates';
import { useTranslation } from '../../lib/i18n/I18nProvider';
import type { ImageLayout } from '../../lib/images';
import { StoredImage } from '../../ui/StoredImage';
import { focusRing } from '../../ui/styles';
import { EmptyState } from '../browse/ListPage';
import { OperatorHtml, type HtmlParts } from './OperatorHtml';
import { statFigure } from './stat-figure';

type PageFields = Omit<Page, 'translation'> & { title: string | null };

const HERO_LAYOUT: ImageLayout = { sizes: '(min-width: 1152px) 1120px, calc(100vw - 2rem)', maxWidth: 1120 };
const SECTION_LAYOUT: ImageLayout = { sizes: '(min-width: 1152px) 544px, (min-width: 768px) 50vw, calc(100vw - 2rem)', maxWidth: 607 };

const storeButton = `inline-flex items-center gap-2 rounded-xl bg-ink px-4 py-2.5 font-semibold text-surface hover:opacity-90 ${focusRing}`;

/** App-store links of an about section (`buttons` of PG2), opened in a new tab. */
function StoreButtons({ buttons }: { buttons: Record<string, string> | null }) {
  const { t } = useTranslation();
  const links = [
    ['app_store_button_link', t('about.app_store'), 'M16 3c-1 .1-2.2.7-2.9 1.6-.6.7-1.2 1.9-1 3 1.1.1 2.2-.6 2.9-1.5.7-.8 1.1-2 1-3.1zM19.5 17c-.5 1.1-.8 1.6-1.4 2.6-.9 1.4-2.2 3.1-3.8 3.1-1.4 0-1.8-.9-3.7-.9s-2.3.9-3.7.9C5.3 22.7 4 21.1 3.2 19.7 1 16 .8 11.7 2.3 9.4 3.4 7.8 5 6.8 6.6 6.8s2.6.9 3.9.9c1.3 0 2.1-.9 3.9-.9 1.4 0 2.9.8 3.9 2.1-3.4 1.9-2.9 6.8 1.2 8.1z'],
    ['google_play_button_link', t('about.google_play'), 'M4 2.5v19l10-9.5L4 2.5zm11.3 8.3L6.8 2.2l10.8 6.2-2.3 2.4zm2.3 1.2l-2.3 2.2 2.3 2.4 3.1-1.8c.9-.5.9-1.5 0-2l-3.1-1.8zM6.8 21.8l8.5-8.6 2.3 2.4-10.8 6.2z'],
  ] as const;
  const shown = links.filter(([key]) => buttons?.[key] && /^https?:\/\//.test(buttons[key]));
  if (!shown.length) return null;
  return (
    <ul className="mt-4 flex flex-wrap gap-3">
      {shown.map(([key, label, icon]) => (
        <li key={key}>
          <a href={buttons![key]} target="_blank" rel="noopener noreferrer" className={storeButton}>
            <svg aria-hidden="true" viewBox="0 0 24 24" className="size-5 fill-current">
              <path d={icon} />
            </svg>
            {label}
          </a>
        </li>
      ))}
    </ul>
  );
}

/** /about (PG2 + PG7): the about block, the marketplace's figures, then the app sections. */
export function AboutView({ sections, stat, html }: { sections: PageFields[]; stat: MarketplaceStat | null; html: HtmlParts }) {
  const { t, locale } = useTranslation();
  const about = sections.find((s) => s.type === 'about');
  const rest = sections.filter((s) => s !== about);
  const figures = stat
    ? ([
        ['users', stat.users, t('about.stat.users')],
        ['orders', stat.orders, t('about.stat.orders')],
        ['shops', stat.shops, t('about.stat.shops')],
      ] as const)
    : [];
  return (
    <main className="mx-auto max-w-6xl px-4 py-6 sm:py-8">
      <h1 className="text-2xl font-bold sm:text-4xl">{about?.title ?? t('about.title')}</h1>
      {about?.img && <StoredImage src={about.img} alt="" width={1200} height={500} {...HERO_LAYOUT} priority className="mt-5 aspect-[12/5] w-full rounded-2xl object-cover" />}
      {about && <OperatorHtml html={html[String(about.id)]} className="mt-5 max-w-3xl text-lg" />}
      {!sections.length && <EmptyState title={t('content.empty')} />}
      {figures.length > 0 && (
        <section aria-labelledby="about-figures" className="mt-10">
          <h2 id="about-figures" className="sr-only">{t('about.stat.title')}</h2>
          <dl className="grid gap-4 sm:grid-cols-3">
            {figures.map(([key, n, label]) => (
              <div key={key} className="flex flex-col-reverse rounded-2xl border border-line bg-surface-raised p-5 text-center">
                <dt className="text-ink-muted">{label}</dt>
                <dd className="text-3xl font-bold tabular-nums text-brand">{statFigure(n, locale)}</dd>
              </div>
            ))}
          </dl>
        </section>
      )}
      {rest.map((s, i) => (
        <section key={s.id} aria-labelledby={`about-${s.id}`} className="mt-12 grid items-center gap-6 md:grid-cols-2">
          {s.img && (
            <StoredImage src={s.img} alt="" width={600} height={400} {...SECTION_LAYOUT} className={`aspect-[3/2] w-full rounded-2xl object-cover ${i % 2 ? 'md:order-last' : ''}`} />
          )}
          <div>
            <h2 id={`about-${s.id}`} className="text-2xl font-semibold">{s.title}</h2>
            <OperatorHtml html={html[String(s.id)]} className="mt-3" />
            <StoreButtons buttons={s.buttons} />
          </div>
        </section>
      ))}
    </main>
  );
}

/** /terms and /privacy: the operator's page, with the date it was last changed. */
export function PolicyView({ kind, page, html }: { kind: 'terms' | 'privacy'; page: PageFields | null; html: HtmlParts }) {
  const { t, locale } = useTranslation();
  const fallback = t(kind === 'terms' ? 'pages.terms' : 'pages.privacy');
  return (
    <main className="mx-auto max-w-3xl px-4 py-6 sm:py-8">
      <h1 className="text-2xl font-bold sm:text-4xl">{page?.title ?? fallback}</h1>
      {page && (
        <p className="mt-2 text-sm text-ink-muted">
          {t('pages.updated')} <time dateTime={page.updated_at}>{formatLocalDate(page.updated_at.slice(0, 10), locale)}</time>
        </p>
      )}
      {html.body != null ? <OperatorHtml html={html.body} className="mt-6" /> : <EmptyState title={t('content.empty')} />}
    </main>
  );
}
