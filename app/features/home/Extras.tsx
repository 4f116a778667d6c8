import { Link } from 'react-router';
import type { Brand } from '../../../contract/categories';
import { useTranslation } from '../../lib/i18n/I18nProvider';
import { focusRing } from '../../ui/styles';
import { Rail, Section } from './Section';
import { fixedWidth } from '../../lib/images';
import { StoredImage } from '../../ui/StoredImage';

/** Spec §10: no shop delivers to the chosen address. */
export function NotAvailable({ address }: { address: string }) {
  const { t } = useTranslation();
  return (
    <section className="mx-auto mt-12 max-w-md rounded-2xl border border-line bg-surface-raised p-8 text-center" aria-labelledby="not-available">
      <svg aria-hidden="true" viewBox="0 0 24 24" className="mx-auto size-12 fill-none stroke-brand" strokeWidth="1.5">
        <path d="M12 21s-7-6.2-7-11.5A7 7 0 0 1 19 9.5C19 14.8 12 21 12 21z" />
        <path d="M9.5 7.5l5 5m0-5l-5 5" />
      </svg>
      <h2 id="not-available" className="mt-4 text-xl font-bold">
        {t('home.not_available')}
      </h2>
      <p className="mt-2 text-ink-muted">{t('home.not_available_hint', { address })}</p>
    </section>
  );
}

/** Layout 2: door-to-door delivery entry, shown when the marketplace runs parcels. */
export function ParcelCard() {
  const { t } = useTranslation();
  return (
    <Link
      to="/parcel-checkout"
      className={`mt-10 flex items-center gap-4 rounded-2xl bg-brand p-5 text-brand-ink hover:opacity-95 sm:p-6 ${focusRing}`}
    >
      <svg aria-hidden="true" viewBox="0 0 24 24" className="size-12 shrink-0 fill-none stroke-current" strokeWidth="1.5">
        <path d="M3 7l9-4 9 4-9 4-9-4zM3 7v10l9 4 9-4V7M12 11v10" strokeLinejoin="round" />
      </svg>
      <span className="min-w-0 flex-1">
        <span className="block text-lg font-bold">{t('home.parcel.title')}</span>
        <span className="block">{t('home.parcel.text')}</span>
      </span>
      <span className="hidden rounded-full bg-brand-ink px-4 py-2 font-semibold text-brand sm:block">{t('home.parcel.cta')}</span>
    </Link>
  );
}

/** Layout 2: brands (B1) as round logos, each opening its page (/brands/{id}, what is sold under it). */
export function BrandsSection({ brands }: { brands: Brand[] }) {
  const { t } = useTranslation();
  if (!brands.length) return null;
  const title = t('home.brands');
  return (
    <Section title={title} more="/brands">
      <Rail label={title}>
        {brands.map((b) => (
          <li key={b.id} className="w-24 shrink-0 snap-start">
            <Link to={`/brands/${b.id}`} className={`flex flex-col items-center gap-2 rounded-xl text-center text-sm font-medium ${focusRing}`}>
              <span className="block size-20 overflow-hidden rounded-full border border-line bg-surface-raised">
                {b.img && <StoredImage src={b.img} alt="" width={80} height={80} {...fixedWidth(80)} className="size-full object-cover" />}
              </span>
              {b.title}
            </Link>
          </li>
        ))}
      </Rail>
    </Section>
  );
}
