import { Link } from 'react-router';
import { useTranslation } from '../lib/i18n/I18nProvider';
import { footerLine } from './footer-text';
import { FOOTER_LINKS } from './footer-links';
import { focusRing } from './styles';

const link = `underline-offset-4 hover:underline ${focusRing}`;

/** Footer from the marketplace settings (spec §2, contract §3.27); empty settings are left out. */
export default function Footer({ settings }: { settings: Record<string, string> }) {
  const { t } = useTranslation();
  const line = footerLine(settings, t);
  const social = [
    ['instagram', 'footer.instagram'],
    ['facebook', 'footer.facebook'],
    ['twitter', 'footer.twitter'],
  ] as const;
  const apps = [
    ['customer', 'footer.customer_app'],
    ['delivery', 'footer.delivery_app'],
    ['vendor', 'footer.vendor_app'],
  ] as const;
  // Where a courier or a seller applies (issue #19).
  const apply = { delivery: ['/deliver', 'applications.menu.courier'], vendor: ['/be-seller', 'applications.menu.seller'] } as const;
  return (
    <footer className="mt-16 border-t border-line bg-surface-raised text-sm">
      <div className="mx-auto grid max-w-6xl gap-8 px-4 py-10 sm:grid-cols-2 lg:grid-cols-4">
        <section aria-labelledby="footer-contact">
          <h2 id="footer-contact" className="mb-3 font-semibold">{t('footer.contact')}</h2>
          <address className="space-y-1 not-italic text-ink-muted">
            {settings.address && <p><bdi dir="auto">{settings.address}</bdi></p>}
            {settings.phone && (
              <p>
                <a className={link} dir="ltr" href={`tel:${settings.phone.replace(/[^\d+]/g, '')}`}>{settings.phone}</a>
              </p>
            )}
            {settings.email && (
              <p>
                <a className={link} dir="ltr" href={`mailto:${settings.email}`}>{settings.email}</a>
              </p>
            )}
          </address>
        </section>
        <section aria-labelledby="footer-social">
          <h2 id="footer-social" className="mb-3 font-semibold">{t('footer.follow')}</h2>
          <ul className="space-y-1 text-ink-muted">
            {social.map(([key, label]) =>
              settings[key] ? (
                <li key={key}>
                  <a className={link} href={settings[key]} rel="noopener noreferrer" target="_blank">{t(label)}</a>
                </li>
              ) : null,
            )}
          </ul>
        </section>
        <section aria-labelledby="footer-pages">
          <h2 id="footer-pages" className="mb-3 font-semibold">{t('content.footer.title')}</h2>
          <ul className="space-y-1 text-ink-muted">
            {FOOTER_LINKS.map(([to, label]) => (
              <li key={to}>
                <a className={link} href={to}>{t(label)}</a>
              </li>
            ))}
            {settings.referral_active === '1' && (
              <li>
                <a className={link} href="/referrals">{t('referrals.footer')}</a>
              </li>
            )}
          </ul>
        </section>
        <section aria-labelledby="footer-apps">
          <h2 id="footer-apps" className="mb-3 font-semibold">{t('footer.apps')}</h2>
          <ul className="space-y-1 text-ink-muted">
            {apps.map(([app, label]) => (
              <li key={app} className="flex flex-wrap gap-x-3">
                <span>{t(label)}:</span>
                {settings[`${app}_app_android`] && (
                  <a className={link} href={settings[`${app}_app_android`]} rel="noopener noreferrer" target="_blank">{t('footer.android')}</a>
                )}
                {settings[`${app}_app_ios`] && (
                  <a className={link} href={settings[`${app}_app_ios`]} rel="noopener noreferrer" target="_blank">{t('footer.ios')}</a>
                )}
                {app !== 'customer' && (
                  <Link className={link} to={apply[app][0]}>{t(apply[app][1])}</Link>
                )}
              </li>
            ))}
            {settings.admin_url && (
              <li>
                <a className={link} href={settings.admin_url}>{t('footer.admin_panel')}</a>
              </li>
            )}
          </ul>
        </section>
      </div>
      <p className="border-t border-line px-4 py-4 text-center text-ink-muted">
        {/* The operator's own text may be in any language: it takes its own direction. */}
        {line.custom ? <bdi dir="auto">{line.text}</bdi> : line.text}
      </p>
    </footer>
  );
}
