import { Link, useLocation, useRouteLoaderData } from 'react-router';
import { useTranslation } from '../../lib/i18n/I18nProvider';
import { focusRing, pillLink } from '../../ui/styles';
import { loginFirstHref } from '../auth/sign-in-links';

/** What this needs of the root loader's data (settings, the signed-in user). */
type RootData = { settings?: Record<string, string>; user?: unknown } | undefined;

const primary = `inline-flex items-center gap-2 rounded-full bg-brand px-5 py-2.5 font-semibold text-brand-ink hover:opacity-90 ${focusRing}`;

/**
 * How to reach support from /help: signed-in customers have the live chat (the floating button
 * the shell shows them, features/chat), which this opens; visitors get the marketplace's e-mail
 * and phone from settings, and a way to sign in for the chat.
 */
export function SupportContact() {
  const { t } = useTranslation();
  const root = useRouteLoaderData('root') as RootData;
  const { pathname, search } = useLocation();
  const settings = root?.settings ?? {};
  const signedIn = Boolean(root?.user);
  const openChat = () => document.querySelector<HTMLButtonElement>('[data-chat-button]')?.click();
  return (
    <section aria-labelledby="help-contact" className="rounded-2xl border border-line bg-surface-raised p-4 sm:p-6">
      <h2 id="help-contact" className="text-xl font-semibold">{t('help.contact.title')}</h2>
      {signedIn ? (
        <>
          <p className="mt-1 text-ink-muted">{t('help.contact.chat_text')}</p>
          <button type="button" onClick={openChat} className={`mt-4 ${primary}`}>
            {t('help.contact.chat')}
          </button>
        </>
      ) : (
        <>
          <p className="mt-1 text-ink-muted">{t('help.contact.text')}</p>
          <ul className="mt-4 flex flex-wrap gap-3">
            {settings.email && (
              <li>
                <a href={`mailto:${settings.email}`} className={pillLink}>
                  {t('help.contact.email')}: <span dir="ltr">{settings.email}</span>
                </a>
              </li>
            )}
            {settings.phone && (
              <li>
                <a href={`tel:${settings.phone.replace(/[^\d+]/g, '')}`} className={pillLink}>
                  {t('help.contact.phone')}: <span dir="ltr">{settings.phone}</span>
                </a>
              </li>
            )}
          </ul>
          <p className="mt-4 text-sm">
            <Link to={loginFirstHref(pathname + search)} className={`text-brand underline-offset-4 hover:underline ${focusRing}`}>
              {t('help.contact.sign_in')}
            </Link>
          </p>
        </>
      )}
    </section>
  );
}
