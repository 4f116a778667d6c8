import { Form, Link } from 'react-router';
import { FAQ_SEARCH_MAX } from '../../../contract/faqs';
import { useTranslation } from '../../lib/i18n/I18nProvider';
import { focusRing, pillLink } from '../../ui/styles';
import { EmptyState, ListPage } from '../browse/ListPage';
import { listHref } from '../pages/content-request';
import { SupportContact } from './SupportContact';

type Props = { faqs: Array<{ id: number; question: string; answer: string }>; q: string; total: number; page: number; lastPage: number };

/**
 * /help (issue #19): the help centre. A search form (GET `?q=`, no script needed), the questions
 * as an accordion of native `<details>` (opens without JavaScript), and how to reach support.
 */
export function HelpView({ faqs, q, total, page, lastPage }: Props) {
  const { t } = useTranslation();
  return (
    <ListPage title={t('help.title')} subtitle={t('help.subtitle')} page={page} lastPage={lastPage} pageHref={(n) => listHref('/help', { q }, n)}>
      <Form method="get" action="/help" role="search" className="mt-5 flex max-w-2xl gap-2">
        <label htmlFor="help-q" className="sr-only">{t('help.search.label')}</label>
        <input
          id="help-q"
          type="search"
          name="q"
          defaultValue={q}
          key={q}
          maxLength={FAQ_SEARCH_MAX}
          placeholder={t('help.search.placeholder')}
          className={`min-w-0 flex-1 rounded-full border border-line bg-surface px-4 py-2.5 ${focusRing}`}
        />
        <button type="submit" className={`rounded-full bg-brand px-5 py-2.5 font-semibold text-brand-ink hover:opacity-90 ${focusRing}`}>
          {t('help.search.submit')}
        </button>
      </Form>
      {q && (
        <p className="mt-3 text-ink-muted" role="status">
          {t('help.search.results', { count: total, q })}{' '}
          <Link to="/help" className={`text-brand underline-offset-4 hover:underline ${focusRing}`}>{t('help.search.clear')}</Link>
        </p>
      )}
      <div className="mt-6 grid gap-6 lg:grid-cols-[minmax(0,2fr)_minmax(0,1fr)] lg:items-start">
        <section aria-labelledby="help-faq">
          <h2 id="help-faq" className="text-xl font-semibold">{t('help.faq')}</h2>
          {faqs.length ? (
            <ul className="mt-3 divide-y divide-line rounded-2xl border border-line bg-surface-raised">
              {faqs.map((f) => (
                <li key={f.id}>
                  <details className="group">
                    <summary className={`flex cursor-pointer list-none items-center justify-between gap-3 px-4 py-4 font-medium [&::-webkit-details-marker]:hidden ${focusRing}`}>
                      <span>{f.question}</span>
                      <svg aria-hidden="true" viewBox="0 0 24 24" className="size-5 shrink-0 fill-none stroke-current transition-transform group-open:rotate-180" strokeWidth="2">
                        <path d="M6 9l6 6 6-6" />
                      </svg>
                    </summary>
                    <p className="whitespace-pre-line px-4 pb-4 text-ink-muted">{f.answer}</p>
                  </details>
                </li>
              ))}
            </ul>
          ) : (
            <EmptyState
              title={q ? t('help.search.empty', { q }) : t('help.empty')}
              action={q ? <Link to="/help" className={pillLink}>{t('help.search.clear')}</Link> : undefined}
            />
          )}
        </section>
        <SupportContact />
      </div>
    </ListPage>
  );
}
